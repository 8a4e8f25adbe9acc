import styled from 'styled-components';
import { PortraitPhoto, StoryBarRow } from '@dating/shared-kit/ui';

export const CarouselRoot = styled.section`
  position: relative;
`;

export const Viewport = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
  /* Vertical moves still scroll the page; horizontal ones are ours (swipe). */
  touch-action: pan-y;
  user-select: none;
`;

export const Slide = styled(PortraitPhoto)`
  -webkit-user-drag: none;
`;

/** Story-style bars at the top of the photo: one per photo, the current one solid. */
export const Segments = styled(StoryBarRow)`
  pointer-events: none;
`;

export const Segment = styled.span<{ $current: boolean }>`
  flex: 1;
  height: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  /* White bars with a dark edge stay visible on light and dark photos alike. */
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $current }) => ($current ? 1 : 0.5)};
  box-shadow: 0 0 2px ${({ theme }) => theme.colors.night};
`;

export const StepButton = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'start' ? `left: ${theme.space.sm};` : `right: ${theme.space.sm};`)}
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  opacity: 0.9;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.focus};
  }
`;
