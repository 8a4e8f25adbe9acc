import styled from 'styled-components';

/** Phones: one column. From 992 px: the gallery across 5 of 12 columns (sticky), the details across 7. */
export const ProfileLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    align-items: start;
  }
`;

export const GalleryColumn = styled.div`
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-column: span 5;
    position: sticky;
    /* Below the shell's 64 px top bar. */
    top: calc(64px + ${({ theme }) => theme.space.md});
  }
`;

export const DetailsColumn = styled.div`
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-column: span 7;
  }
`;
