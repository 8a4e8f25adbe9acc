/** Breakpoint names, smallest first; `xs` is the implicit range below `sm`. */
export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/** Spacing, radius and type scale keys shared by every primitive. */
export type SpaceKey = 'none' | 'xxs' | 'xs' | 'sm' | 'smPlus' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';
export type FontSizeKey = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';
export type RadiusKey = 'sm' | 'md' | 'lg' | 'xl' | 'bubble' | 'pill' | 'round';

/** The site theme, also the shape of styled-components' `DefaultTheme`. */
export interface SiteTheme {
  /** Bumped when a visual change would break remotes built against the old kit (design version 1). */
  designVersion: 1;
  colors: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    secondary: string;
    secondaryHover: string;
    onSecondary: string;
    /** Unread-messages badge: the secondary colour. */
    unread: string;
    success: string;
    warning: string;
    onWarning: string;
    danger: string;
    dangerHover: string;
    onDanger: string;
    info: string;
    /** Credit balance badge: warning above 0, danger at 0 (top bar). */
    creditLow: string;
    creditEmpty: string;
    text: string;
    muted: string;
    background: string;
    surface: string;
    border: string;
    focus: string;
    overlay: string;
    /** Selection and nudge tint (active nav pill, selected chat row). */
    primarySubtle: string;
    /** Amber-family text on white or primarySubtle (5.9:1), e.g. "46%" on Premium. */
    primaryInk: string;
    /** Info tint (no-photo boxes, info banners). */
    secondarySubtle: string;
    /** Link and info text on white (5.9:1). */
    secondaryInk: string;
    /** The member's own chat bubble. */
    bubbleOwn: string;
    /** Match screen and dark landers; white text on it is 18.8:1. */
    night: string;
    /** Edge of inputs: 3.3:1 against white, enough for a non-text control. */
    inputBorder: string;
    /** Reserved photo boxes and skeleton placeholders. */
    skeleton: string;
    /** Focus ring on photos and night backgrounds. */
    focusOnDark: string;
  };
  space: Record<SpaceKey, string>;
  radii: Record<RadiusKey, string>;
  fonts: { body: string };
  fontSizes: Record<FontSizeKey, string>;
  fontWeights: { regular: number; medium: number; semibold: number; bold: number; heavy: number };
  /** Unitless `tight`/`body`, plus the line height that goes with each font size (DESIGN 2). */
  lineHeights: { tight: number; body: number } & Record<FontSizeKey, string>;
  shadows: { sm: string; md: string; lg: string };
  /** CSS gradients; `photoScrim` is the only ground for text on photos. */
  gradients: { photoScrim: string };
  zIndices: { dropdown: number; topBar: number; modal: number; toast: number };
  durations: { fast: string; normal: string; slow: string; celebrate: string };
  /** Timing functions: `enter` decelerates into place, `exit` accelerates away. */
  easings: { enter: string; exit: string };
  /** Min-widths in px, matching Bootstrap so the legacy markup lines up. */
  breakpoints: Record<Breakpoint, number>;
  grid: { columns: number; gutter: string };
  /** Fixed layout measures in px. */
  layout: {
    toastWidth: number;
    conversationListMin: number;
    conversationListMax: number;
    chatMaxWidth: number;
  };
}

const amber = { 500: '#ffc107', 600: '#ffb300' };
const cyanBlue = { 500: '#17a2d8', 600: '#1290c2' };
const red = { 600: '#c62828', 700: '#b71c1c' };
const night = '#14110b';

/** The one theme every app passes to `ThemeProvider`. */
export const theme: SiteTheme = {
  designVersion: 1,
  colors: {
    primary: amber[500],
    primaryHover: amber[600],
    // Amber is light: white text on it fails contrast, so text on primary is near-black.
    onPrimary: '#1f1a0a',
    secondary: cyanBlue[500],
    secondaryHover: cyanBlue[600],
    onSecondary: '#06202b',
    unread: cyanBlue[500],
    success: '#2e7d32',
    warning: '#f57c00',
    onWarning: '#1f1300',
    danger: red[600],
    dangerHover: red[700],
    onDanger: '#ffffff',
    info: '#0277bd',
    creditLow: '#f57c00',
    creditEmpty: red[600],
    text: '#1d1b16',
    muted: '#5c5a54',
    background: '#f7f6f3',
    surface: '#ffffff',
    border: '#e3dfd6',
    focus: '#0b6fa4',
    overlay: 'rgba(20, 17, 11, 0.55)',
    primarySubtle: '#fff4d6',
    primaryInk: '#8a5a00',
    secondarySubtle: '#e6f6fc',
    secondaryInk: '#0a6a9c',
    bubbleOwn: '#ffe08a',
    night,
    inputBorder: '#8a8780',
    skeleton: '#ebe8e1',
    focusOnDark: '#ffffff',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    smPlus: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    xl: '24px',
    bubble: '18px',
    pill: '999px',
    round: '50%',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '2.5rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  lineHeights: {
    tight: 1.2,
    body: 1.5,
    xs: '1rem',
    sm: '1.25rem',
    md: '1.5rem',
    lg: '1.75rem',
    xl: '2rem',
    xxl: '2.5rem',
    xxxl: '3rem',
  },
  // Warm near-black shadows (the night colour) sit better on the warm page than pure black.
  shadows: {
    sm: '0 1px 2px rgba(20, 17, 11, 0.08)',
    md: '0 4px 12px rgba(20, 17, 11, 0.12)',
    lg: '0 12px 32px rgba(20, 17, 11, 0.2)',
  },
  // Black 75% at the bottom, 55% at 30% height, clear from 60%: white text in the bottom 30%
  // keeps 4.5:1 even on a white photo.
  gradients: {
    photoScrim: 'linear-gradient(to top, rgba(0, 0, 0, 0.75) 0%, rgba(0, 0, 0, 0.55) 30%, rgba(0, 0, 0, 0) 60%)',
  },
  zIndices: { dropdown: 1000, topBar: 1030, modal: 1050, toast: 1080 },
  durations: { fast: '120ms', normal: '200ms', slow: '320ms', celebrate: '600ms' },
  easings: { enter: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.4, 0, 1, 1)' },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  grid: { columns: 12, gutter: '16px' },
  layout: { toastWidth: 350, conversationListMin: 300, conversationListMax: 400, chatMaxWidth: 800 },
};
