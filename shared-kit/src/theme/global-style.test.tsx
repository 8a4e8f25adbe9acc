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
  it('hyphenates by language and lets buttons and names break anywhere', () => {
    const css = globalCss();
    expect(css).toMatch(/body\{[^}]*hyphens:auto/);
    expect(css).toMatch(/button,\s*\[data-break-anywhere\]\{overflow-wrap:anywhere;?\}/);
  });

  it('offers tabular figures and a white focus ring on photos', () => {
    const css = globalCss();
    expect(css).toMatch(/\.tabular-nums\{font-variant-numeric:tabular-nums;?\}/);
    expect(css).toMatch(/\[data-on-photo\]:focus-visible\{outline-color:#ffffff;?\}/);
    expect(css).toMatch(/:focus-visible\{outline:3px solid #0b6fa4/);
  });
});
