import styled, { css } from 'styled-components';
import { superLikePill } from '../../../shared/components/super-like-pill';

/** The 420 px column the game lives in (DESIGN 4, Swipe game). */
export const Stage = styled.div`
  max-width: 420px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.smPlus};
`;

export const LikesLeft = styled.p`
  margin: 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

// The card is 3:4 and min(64vh, 560px) tall, narrowed to the stage on small phones; the 24 px under it
// leave room for the two cards peeking out behind.
export const StackArea = styled.div`
  position: relative;
  width: min(100%, calc(min(64vh, 560px) * 3 / 4));
  aspect-ratio: 3 / 4;
  margin: 0 auto ${({ theme }) => theme.space.lg};
`;

const layer = css`
  position: absolute;
  inset: 0;
  border-radius: ${({ theme }) => theme.radii.xl};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
`;

/** A card waiting under the top one: a step lower and narrower per place in the queue, its bottom edge showing. */
export const BehindCard = styled.div<{ $depth: number }>`
  ${layer}
  z-index: ${({ $depth }) => 3 - $depth};
  transform-origin: 50% 100%;
  transform: translateY(${({ $depth }) => $depth * 10}px) scale(${({ $depth }) => 1 - $depth * 0.05});
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/**
 * The draggable top card. touch-action: pan-y leaves vertical scrolling to the browser, so a finger
 * moving down scrolls the page and sideways drags reach the game; where pan-up is understood, a finger
 * moving up reaches the game too (a super like). Browsers without it keep pan-y (the star button remains).
 */
export const TopCard = styled.article<{ $transition: 'none' | 'spring-back' | 'fly-out' }>`
  ${layer}
  z-index: 3;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  touch-action: pan-y;
  touch-action: pan-up;
  user-select: none;
  -webkit-user-select: none;
  cursor: grab;
  will-change: transform;
  transition: ${({ $transition, theme }) =>
    ({
      none: 'none',
      'spring-back': `transform ${theme.durations.normal} ${theme.easings.enter}`,
      'fly-out': `transform ${theme.durations.slow} ${theme.easings.exit}`,
    })[$transition]};

  &[data-phase='dragging'] {
    cursor: grabbing;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

export const Stamp = styled.span<{ $kind: 'like' | 'skip' | 'super' }>`
  position: absolute;
  top: ${({ theme }) => theme.space.lg};
  ${({ $kind, theme }) =>
    $kind === 'like' ? `left: ${theme.space.lg};` : $kind === 'skip' ? `right: ${theme.space.lg};` : 'left: 50%; margin-left: -4em;'}
  z-index: 1;
  max-width: calc(100% - 48px);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.smPlus}`};
  border: 4px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $kind, theme }) => ($kind === 'like' ? theme.colors.success : $kind === 'skip' ? theme.colors.danger : theme.colors.info)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  overflow-wrap: break-word;
  pointer-events: none;
  transform-origin: ${({ $kind }) => ($kind === 'like' ? 'left top' : $kind === 'skip' ? 'right top' : 'center top')};
`;

/** "Super liked you" on the card of a member who super liked me. */
export const SuperBadge = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  bottom: 96px;
  z-index: 1;
  margin: 0;
  display: flex;
  justify-content: center;
  ${superLikePill}
  pointer-events: none;
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const roundButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition: background-color ${({ theme }) => theme.durations.fast};

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
    box-shadow: none;
  }
`;

export const NopeButton = styled.button`
  ${roundButton}
  width: 56px;
  height: 56px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
`;

export const LikeButton = styled.button`
  ${roundButton}
  width: 64px;
  height: 64px;
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const ProfileButton = styled.a`
  ${roundButton}
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.secondaryInk};
`;

export const Hint = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const SuperButton = styled.button`
  ${roundButton}
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.info};
`;
