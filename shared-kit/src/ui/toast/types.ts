import type { HTMLAttributes, ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: ToastTone;
  title?: ReactNode;
  /** Called by the close button and when the timeout elapses. */
  onClose: () => void;
  /**
   * Milliseconds before auto-hide; `null` keeps the toast until closed. Default 5000, but `null`
   * for the danger tone (errors stay). Paused while hovered or focused.
   */
  timeout?: number | null;
  /** Overrides the translated `kit.toast.close` label. */
  closeLabel?: string;
}
