import styled from 'styled-components';
import { getInitials } from '@dating/shared-kit/ui';

const Frame = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 112px;
  height: 112px;
  overflow: hidden;
  border: 3px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.secondarySubtle};
  color: ${({ theme }) => theme.colors.secondaryInk};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Photo = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: 50% 30%;
`;

/** A 112 px round photo (or initials), tilted by `tilt` degrees; decorative, the text names both members. */
export function RoundPhoto({ src, name, tilt }: { src: string | null; name: string; tilt: number }) {
  return (
    <Frame aria-hidden="true" data-testid="match-photo" style={{ transform: `rotate(${tilt}deg)` }}>
      {src ? <Photo src={src} alt="" width={112} height={112} /> : getInitials(name)}
    </Frame>
  );
}
