import type { HTMLAttributes } from 'react';
import type { Breakpoint, SpaceKey } from '../../theme/theme';

/** Columns to span, either everywhere or per breakpoint (`xs` is below `sm`, mobile first). */
export type ColSpan = number | Partial<Record<'xs' | Breakpoint, number>>;

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Gap between cells; defaults to the theme's grid gutter. */
  gap?: SpaceKey;
}

export interface ColProps extends HTMLAttributes<HTMLDivElement> {
  /** Defaults to the full row on phones, like Bootstrap's `col-12`. */
  span?: ColSpan;
}
