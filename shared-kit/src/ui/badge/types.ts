import type { HTMLAttributes } from 'react';

export type BadgeTone = 'neutral' | 'primary' | 'secondary' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Shown as text, capped by `max` ("99+"); `children` wins when both are given. */
  count?: number;
  max?: number;
}
