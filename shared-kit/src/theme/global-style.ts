import { createGlobalStyle, css } from 'styled-components';

/** Money, balances and timers: figures of equal width so a countdown does not jiggle. */
export const tabularNumbers = css`
  font-variant-numeric: tabular-nums;
`;

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
    /* Long compound words (German, Finnish, Dutch) hyphenate by the page language (html lang); a word wider
       than a 320 px phone breaks anywhere, and 'anywhere' (unlike break-word) also lets flex and grid items
       shrink below their longest word, so a 40-letter name cannot widen the page. */
    hyphens: auto;
    overflow-wrap: anywhere;
  }

  /* Names, chips and buttons break anywhere rather than widen the page ("Benachrichtigungseinstellungen"). */
  button,
  [data-break-anywhere] {
    overflow-wrap: anywhere;
  }

  .tabular-nums {
    ${tabularNumbers}
  }

  /* Keyboard users get a clear ring; mouse clicks do not leave one behind. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* On photos and night backgrounds the ring turns white (DESIGN 7). */
  [data-on-photo] :focus-visible,
  [data-on-photo]:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
