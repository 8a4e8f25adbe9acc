// Side-effect import: brings the DefaultTheme augmentation into every program that uses the theme.
import './theme-augmentation';

export { theme } from './theme';
export type { SiteTheme, Breakpoint, SpaceKey, FontSizeKey, RadiusKey } from './theme';
export { up, down } from './media';
export { contrastRatio, relativeLuminance } from './contrast';
export { GlobalStyle, tabularNumbers } from './global-style';
