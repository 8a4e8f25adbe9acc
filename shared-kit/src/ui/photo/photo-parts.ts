import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

/**
 * The pieces every member photo is drawn with (search cards, the new-like modal, swipe cards, landers):
 * the portrait itself, the initials box that stands in when there is no photo, and the scrim that carries
 * text on a photo. One definition, so a design change of "text on photos" happens in one place.
 */

/** A portrait filling its box; faces sit in the upper third of most portraits. `$locked` blurs it (DESIGN 2). */
export const PortraitPhoto = styled.img<{ $locked?: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: 50% 30%;
  ${({ $locked }) =>
    $locked &&
    css`
      filter: blur(20px);
      /* The blur bleeds past the edges; scaling keeps the box filled. */
      transform: scale(1.15);
    `}
`;

/** A member without a photo: their initials on secondarySubtle (DESIGN 4 Search, "No photo"). */
export const PhotoInitials = styled.span<{ $size?: 'xxl' | 'xxxl' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.secondarySubtle};
  color: ${({ theme }) => theme.colors.secondaryInk};
  font-size: ${({ theme, $size = 'xxl' }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

/**
 * Text on a photo goes only on this scrim, at the bottom (DESIGN 2 Photos: the gradient keeps white text at
 * 4.5:1 in the bottom 30% even on a white photo). It covers the photo and stacks its children at the bottom.
 */
export const PhotoScrim = styled.span<{ $padding?: keyof DefaultTheme['space'] }>`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme, $padding = 'md' }) => theme.space[$padding]};
  text-align: left;
  background: ${({ theme }) => theme.gradients.photoScrim};
  /* White (the surface colour) on the scrim, as on every photo. */
  color: ${({ theme }) => theme.colors.surface};
  pointer-events: none;
`;
