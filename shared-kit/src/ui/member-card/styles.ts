import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The heart is 44 px, top right: at the bottom it left a 140 px card (2 columns at 320 px) no room for a name. */
const heartSize = 44;

export const CardRoot = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  /* A grid cell may shrink below its longest word; the name then breaks instead of widening the page. */
  min-width: 0;
`;

export const PhotoBox = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* Reserved in the skeleton colour, so a slow photo never moves anything. */
  background: ${({ theme }) => theme.colors.skeleton};
`;

export const CardLink = styled(Link)`
  position: absolute;
  inset: 0;
  display: block;
  overflow: hidden;
  border-radius: inherit;
  /* White on the scrim (surface is white). */
  color: ${({ theme }) => theme.colors.surface};
  text-decoration: none;
`;

// The photo, the initials box and the scrim are the kit's one definition (../photo/photo-parts.ts).
export { PortraitPhoto as Photo, PhotoInitials as Initials, PhotoScrim as Scrim } from '../photo/photo-parts';

export const Caption = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  /* Text stays in the bottom 30%, where the scrim holds 4.5:1 even on a white photo. */
  height: 30%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.sm}`};
  /* Name and region stack at the bottom. When a two-line name leaves no room for the region (a 140 px card on a
     320 px phone), the region wraps into a second column, which the hidden overflow cuts off whole: the name
     and age are never cut, and no half line of the region shows. */
  display: flex;
  flex-flow: column wrap;
  justify-content: flex-end;
  overflow: hidden;
  /* Wider than the right padding, so not even the first letter of a wrapped region peeks in. */
  column-gap: ${({ theme }) => theme.space.md};
  & > * {
    width: 100%;
  }
  color: ${({ theme }) => theme.colors.surface};
`;

export const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  /* Names are the member's own: a 40-letter word breaks at the card's edge; two lines, the alt text has it all. */
  overflow-wrap: break-word;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

export const Region = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Badges = styled.span<{ $besideHeart: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  right: ${({ $besideHeart, theme }) => ($besideHeart ? `calc(${heartSize}px + ${theme.space.sm} * 2)` : theme.space.sm)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  & > * {
    white-space: normal;
    overflow-wrap: break-word;
  }
`;

export const HeartButton = styled.button<{ $liked: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${heartSize}px;
  height: ${heartSize}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $liked, theme }) => ($liked ? theme.colors.danger : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  transition: transform ${({ theme }) => theme.durations.fast} ${({ theme }) => theme.easings.enter};
  &:active {
    transform: scale(0.92);
  }
  &[aria-disabled='true'] {
    cursor: progress;
  }
  /* On a photo the ring is white, with the usual ring outside it for light photos. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.focus};
  }
`;

export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: 1 1 auto;
  }
`;
