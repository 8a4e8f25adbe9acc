import styled from 'styled-components';
import { memberGridColumns } from '@dating/shared-kit/ui';

/** The card grid of DESIGN 4 (Search): the kit's member grid, 2, 3 then 4 columns (likes and visitors). */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${memberGridColumns}
`;
