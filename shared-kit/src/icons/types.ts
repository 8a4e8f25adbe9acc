import type { SVGProps } from 'react';

/** Props every kit icon takes; the rest goes to the `<svg>`. */
export type IconProps = {
  /** Width and height in px (default 24, the grid the icons are drawn on). */
  size?: number;
  /** The solid variant: the active tab, "liked". Icons without one draw their outline. */
  filled?: boolean;
  /** Gives the icon an accessible name (role="img"); without it the icon is hidden from screen readers. */
  title?: string;
} & Omit<SVGProps<SVGSVGElement>, 'ref'>;

/** An icon component, the shape `BottomTabBar` items and buttons accept. */
export type IconComponent = (props: IconProps) => React.JSX.Element;
