import type { HTMLAttributes } from 'react';

export interface ProgressBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Current progress; leave undefined for an indeterminate bar (no aria-valuenow). */
  value?: number;
  max?: number;
  /** Thin bar pinned to the top of the viewport, for page loads. */
  thin?: boolean;
  /** Accessible name; defaults to a translated "Voortgang" (or "Pagina wordt geladen" when thin). */
  label?: string;
}
