import type { HTMLAttributes, ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** When given, a close button is shown that calls it. */
  onDismiss?: () => void;
  /** Overrides the translated `kit.alert.dismiss` label. */
  dismissLabel?: string;
}
