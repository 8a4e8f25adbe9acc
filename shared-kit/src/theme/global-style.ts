import { createGlobalStyle } from 'styled-components';

/** Base document styles; render once inside `ThemeProvider`. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    /* German and Finnish compounds are longer than a 320 px phone is wide: break them rather than the layout
       (hyphens need <html lang>, which follows the active locale). */
    overflow-wrap: anywhere;
    hyphens: auto;
  }

  /* Keyboard users get a clear ring; mouse clicks do not leave one behind. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
