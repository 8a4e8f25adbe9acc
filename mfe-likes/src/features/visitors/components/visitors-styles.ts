import styled from 'styled-components';

export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const CountLine = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A visitor a free member may not see: no photo was ever sent, so the tile is a drawn silhouette on the
 * site's tints, blurred like the kit's locked photos so it reads as "a photo you cannot see yet".
 */
export const BlurredTile = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.secondarySubtle}, ${({ theme }) => theme.colors.primarySubtle});

  & > svg {
    position: absolute;
    inset: 15% 10% 0;
    width: 80%;
    height: 85%;
    color: ${({ theme }) => theme.colors.muted};
    filter: blur(10px);
  }
`;

export const Unlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const VisitedAt = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
