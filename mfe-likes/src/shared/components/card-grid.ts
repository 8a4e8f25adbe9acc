import styled from 'styled-components';
import { up } from '@dating/shared-kit/theme';

/** The card grid of DESIGN 4 (Search): 2, 3 then 4 columns, gaps of 8, 12 and 16 px (likes and visitors). */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  ${up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.smPlus};
  }

  ${up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;
