import type { IconProps } from '../../icons/types';

export type BottomTabBadgeTone = 'unread' | 'primary' | 'warning' | 'danger';

export interface BottomTabItem {
  id: string;
  to: string;
  /** One line of 12 px text; pass a short label where the full one does not fit in 72 px. */
  label: string;
  /** A kit icon; drawn filled on the active tab. */
  icon: (p: IconProps) => React.JSX.Element;
  /** A number is capped at 99+; a string is shown as given. Nothing is shown for 0 or undefined. */
  badge?: number | string;
  badgeTone?: BottomTabBadgeTone;
  /** What a screen reader hears for the badge ("3 unread messages"); without it the badge text is read. */
  badgeLabel?: string;
}

export interface BottomTabBarProps {
  'aria-label': string;
  items: BottomTabItem[];
  /** The active tab; without it the tab whose `to` starts the current path is active. */
  activeId?: string;
}
