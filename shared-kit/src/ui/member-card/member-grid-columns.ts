import { css } from 'styled-components';

/**
 * The member cards' grid (the search, the sign-up matches): 2 cards a row on phones, 3 from 576 px, 4 from
 * 992 px; the gap grows with them.
 */
export const memberGridColumns = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.smPlus};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;
