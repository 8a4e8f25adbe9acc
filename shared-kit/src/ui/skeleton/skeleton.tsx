import { SkeletonBox, SkeletonLines } from './styles';
import type { SkeletonProps, SkeletonTextProps } from './types';

/**
 * Placeholder that reserves the exact box of content still loading (no layout shift when it
 * arrives). Hidden from screen readers: the loading state is announced by the page, once.
 */
export function Skeleton({ width, height, aspectRatio, radius = 'md', className }: SkeletonProps) {
  return (
    <SkeletonBox
      aria-hidden="true"
      data-skeleton=""
      className={className}
      $width={width}
      $height={height}
      $aspectRatio={aspectRatio}
      $radius={radius}
    />
  );
}

/** Lines of body text still loading; the last line is shorter, like a paragraph's. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <SkeletonLines aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height="1em" radius="pill" />
      ))}
    </SkeletonLines>
  );
}
