export type SkeletonRadius = 'md' | 'lg' | 'xl' | 'pill' | 'round';

export interface SkeletonProps {
  /** A number is px; strings pass through (`'100%'`, `'12rem'`). Default 100%. */
  width?: string | number;
  /** A number is px. Leave it out and give `aspectRatio` for photo boxes. */
  height?: string | number;
  /** Reserves a photo's box before it loads, e.g. `'4 / 5'` for cards. */
  aspectRatio?: string;
  radius?: SkeletonRadius;
  className?: string;
}

export interface SkeletonTextProps {
  /** Number of text lines to stand in for (default 3); the last one is shorter. */
  lines?: number;
  className?: string;
}
