import type { HTMLAttributes } from 'react';
import type { SpaceKey } from '../../theme/theme';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Inner padding from the theme spacing scale. */
  padding?: SpaceKey;
  /** A deeper shadow (menus, hover); plain cards have the small one and no border. */
  elevated?: boolean;
  /** Semantic element: a list of cards wants `li`, a standalone block `section` or `article`. */
  as?: 'div' | 'section' | 'article' | 'li';
}
