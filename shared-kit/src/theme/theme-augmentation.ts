import type { SiteTheme } from './theme';

// A module file (not a lone .d.ts) so every consumer that imports the theme gets the augmentation
// through the import graph; a global .d.ts is silently skipped by tsconfigs that do not include it.
declare module 'styled-components' {
  // Empty on purpose: DefaultTheme takes every key of SiteTheme by extending it, and only an interface merges.
  export interface DefaultTheme extends SiteTheme {}
}

export {};
