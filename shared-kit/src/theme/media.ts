import { theme, type Breakpoint } from './theme';

// Breakpoints are read from the static theme, not props: media queries must not vary per render.

/** `@media (min-width: …)` for the breakpoint and wider, e.g. `${up('md')} { … }`. */
export function up(breakpoint: Breakpoint): string {
  return `@media (min-width: ${theme.breakpoints[breakpoint]}px)`;
}

/**
 * `@media (max-width: …)` for everything narrower than the breakpoint.
 * The .02px gap avoids both queries matching at fractional widths (same trick as Bootstrap).
 */
export function down(breakpoint: Breakpoint): string {
  return `@media (max-width: ${theme.breakpoints[breakpoint] - 0.02}px)`;
}
