import styled, { keyframes } from 'styled-components';
import type { SkeletonRadius } from './types';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

function cssLength(value: string | number | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

export const SkeletonBox = styled.span<{
  $width: string | number | undefined;
  $height: string | number | undefined;
  $aspectRatio: string | undefined;
  $radius: SkeletonRadius;
}>`
  display: block;
  width: ${({ $width }) => cssLength($width) ?? '100%'};
  ${({ $height }) => ($height === undefined ? '' : `height: ${cssLength($height)};`)}
  ${({ $aspectRatio }) => ($aspectRatio ? `aspect-ratio: ${$aspectRatio};` : '')}
  /* Without a height or ratio it still takes one line, never collapsing to nothing. */
  min-height: ${({ $height, $aspectRatio }) => ($height === undefined && !$aspectRatio ? '1em' : '0')};
  max-width: 100%;
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background-color: ${({ theme }) => theme.colors.skeleton};
  background-image: linear-gradient(
    90deg,
    transparent 0%,
    rgba(255, 255, 255, 0.55) 50%,
    transparent 100%
  );
  background-size: 50% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.4s linear infinite;

  /* A still box under reduced motion: no sweep at all, not just a shortened one. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

export const SkeletonLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  /* Each bar is 1em tall inside a 1.5em line box, so the block matches the text it replaces. */
  padding: 0.25em 0;

  & > span:last-child:not(:first-child) {
    width: 60%;
  }
`;
