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
    /* Lines wrap between words. Long compound words (German, Finnish, Dutch) hyphenate only where the page
       language (html lang, set per locale) has hyphenation rules; a string wider than its box with no break
       opportunity at all (an e-mail address, a URL) breaks at the edge. 'break-word', unlike 'anywhere', keeps
       a flex or grid item at least as wide as its longest word, so buttons in a row grow or stack instead of
       shrinking into circles with broken words ("Overslaa|n"). */
    hyphens: auto;
    overflow-wrap: break-word;
  }

  /* Strings that are not words (e-mail addresses, IBANs, URLs) may break anywhere, also inside a flex item. */
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
