import type { ReactNode } from 'react';

export type BannerTone = 'info' | 'warning' | 'danger' | 'success';

export interface BannerAction {
  label: string;
  onClick?: () => void;
  /** A route: the action renders as a router link. */
  to?: string;
}

export interface BannerProps {
  tone: BannerTone;
  /** Replaces the tone's icon (info, tick, warning). */
  icon?: ReactNode;
  children: ReactNode;
  /** One text action after the message (e.g. "Add photo"). */
  action?: BannerAction;
  /** When given, a 44 px close button calls it. */
  onClose?: () => void;
  /** Overrides the translated `kit.alert.dismiss` label of the close button. */
  closeLabel?: string;
}
