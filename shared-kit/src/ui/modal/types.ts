import type { ReactNode, RefObject } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click or the close button (only when dismissible). */
  onClose: () => void;
  /** Rendered as the heading that names the dialog (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** `false` blocks Escape, backdrop and the close button, e.g. while signup is in progress. */
  dismissible?: boolean;
  /** Overrides the translated `kit.modal.close` label. */
  closeLabel?: string;
  size?: ModalSize;
  /** Focused on open; defaults to the first focusable element of the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}
