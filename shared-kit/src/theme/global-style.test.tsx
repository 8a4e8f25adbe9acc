import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

// Rendered to a string: jsdom does not receive global styles, the server sheet collects them.
function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  it('wraps between words, hyphenates by language and breaks only marked strings anywhere', () => {
    const css = globalCss();
    expect(css).toMatch(/body\{[^}]*hyphens:auto/);
    expect(css).toMatch(/body\{[^}]*overflow-wrap:break-word/);
    // 'anywhere' would let flex items shrink below their longest word: only opted-in strings get it.
    expect(css).not.toMatch(/(body|button)[^{]*\{[^}]*overflow-wrap:anywhere/);
    expect(css).toMatch(/\[data-break-anywhere\]\{overflow-wrap:anywhere;?\}/);
  });

  it('offers tabular figures and a white focus ring on photos', () => {
    const css = globalCss();
    expect(css).toMatch(/\.tabular-nums\{font-variant-numeric:tabular-nums;?\}/);
    expect(css).toMatch(/\[data-on-photo\]:focus-visible\{outline-color:#ffffff;?\}/);
    expect(css).toMatch(/:focus-visible\{outline:3px solid #0b6fa4/);
  });
});
