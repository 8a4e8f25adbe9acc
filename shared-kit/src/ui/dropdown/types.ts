import type { ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../button/types';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  /** Runs on click or Enter, then the menu closes. */
  onSelect?: () => void;
  /** In-app route: rendered as a router link. */
  to?: string;
  /** Full URL: rendered as a plain link. */
  href?: string;
  disabled?: boolean;
}

export interface DropdownProps {
  /** Content of the menu button. */
  label: ReactNode;
  /** Accessible name of the button when `label` is only an icon. */
  buttonLabel?: string;
  items: DropdownItem[];
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}
