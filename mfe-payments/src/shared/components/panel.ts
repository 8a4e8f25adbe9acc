import styled from 'styled-components';

/** A section raised from the page: the surface colour, a border and the large radius; the user sets the padding. */
export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
