import type { ReactNode, RefObject } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg';
/** `night`: the celebration look (the match): night background, white text, full screen on phones. */
export type ModalTone = 'default' | 'night';

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
  tone?: ModalTone;
  /** Focused on open; defaults to the first focusable element of the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Rendered where it stands instead of in a portal: for a page painted on the server (same markup and look). */
  inPlace?: boolean;
}
