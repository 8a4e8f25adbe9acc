/** Breakpoint names, smallest first; `xs` is the implicit range below `sm`. */
export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/** Spacing, radius and type scale keys shared by every primitive. */
export type SpaceKey = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
export type FontSizeKey = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/** The site theme, also the shape of styled-components' `DefaultTheme`. */
export interface SiteTheme {
  /** Bumped when a visual change would break remotes built against the old kit (spec 9: design version 1). */
  designVersion: 1;
  colors: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    secondary: string;
    secondaryHover: string;
    onSecondary: string;
    /** Unread-messages badge; spec 9 says it equals the secondary colour. */
    unread: string;
    success: string;
    warning: string;
    onWarning: string;
    danger: string;
    dangerHover: string;
    onDanger: string;
    info: string;
    /** Credit balance badge: warning above 0, danger at 0 (spec 2, top bar). */
    creditLow: string;
    creditEmpty: string;
    text: string;
    muted: string;
    background: string;
    surface: string;
    border: string;
    focus: string;
    overlay: string;
  };
  space: Record<SpaceKey, string>;
  radii: { sm: string; md: string; lg: string; pill: string; round: string };
  fonts: { body: string };
  fontSizes: Record<FontSizeKey, string>;
  fontWeights: { regular: number; medium: number; bold: number };
  lineHeights: { tight: number; body: number };
  shadows: { sm: string; md: string; lg: string };
  zIndices: { dropdown: number; topBar: number; modal: number; toast: number };
  durations: { fast: string; normal: string };
  /** Min-widths in px, matching Bootstrap so the legacy markup lines up. */
  breakpoints: Record<Breakpoint, number>;
  grid: { columns: number; gutter: string };
  /** Fixed layout measures in px (spec 9). */
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
    text: '#212529',
    muted: '#5f6870',
    background: '#f6f7f9',
    surface: '#ffffff',
    border: '#d9dde2',
    focus: '#0b6fa4',
    overlay: 'rgba(15, 20, 25, 0.55)',
  },
  space: { none: '0', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.2, body: 1.5 },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 4px 12px rgba(0, 0, 0, 0.12)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.2)',
  },
  zIndices: { dropdown: 1000, topBar: 1030, modal: 1050, toast: 1080 },
  durations: { fast: '120ms', normal: '200ms' },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  grid: { columns: 12, gutter: '16px' },
  layout: { toastWidth: 350, conversationListMin: 300, conversationListMax: 400, chatMaxWidth: 800 },
};
