import type { HTMLAttributes } from 'react';

export interface VerifiedBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Only the tick, with the word for screen readers and as a tooltip (a chat header, a small caption). */
  compact?: boolean;
}
