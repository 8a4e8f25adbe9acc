import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Col, Grid } from './grid';

/** CSS text of every rule that targets one of the element's classes, media rules included. */
function rulesFor(element: HTMLElement): string {
  const classes = Array.from(element.classList);
  const texts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (classes.some((c) => rule.cssText.includes(`.${c}`))) texts.push(rule.cssText);
    }
  }
  return texts.join('\n');
}

describe('Grid and Col', () => {
  it('lays out 12 equal columns with the theme gutter', async () => {
    const { container } = renderWithKit(
      <Grid data-testid="grid">
        <Col>Profiel</Col>
      </Grid>,
    );
    const css = rulesFor(screen.getByTestId('grid'));
    expect(css).toContain('repeat(12, minmax(0, 1fr))');
    expect(css).toMatch(/gap: 16px/);
    await expectNoAxeViolations(container);
  });

  it('spans the full row on phones by default', () => {
    renderWithKit(
      <Grid>
        <Col data-testid="col">Profiel</Col>
      </Grid>,
    );
    expect(rulesFor(screen.getByTestId('col'))).toMatch(/grid-column: span 12 ?\/ ?span 12/);
  });

  it('emits a min-width media rule per breakpoint span', () => {
    renderWithKit(
      <Grid>
        <Col data-testid="col" span={{ xs: 12, md: 6, xl: 4 }}>
          Kaart
        </Col>
      </Grid>,
    );
    const css = rulesFor(screen.getByTestId('col'));
    expect(css).toMatch(/grid-column: span 12 ?\/ ?span 12/);
    expect(css).toMatch(/@media \(min-width: 768px\)[^@]*span 6 ?\/ ?span 6/);
    expect(css).toMatch(/@media \(min-width: 1200px\)[^@]*span 4 ?\/ ?span 4/);
    expect(css).not.toContain('min-width: 992px');
  });

  it('clamps spans to 1..12', () => {
    renderWithKit(
      <Grid>
        <Col data-testid="wide" span={20}>
          a
        </Col>
        <Col data-testid="none" span={0}>
          b
        </Col>
      </Grid>,
    );
    expect(rulesFor(screen.getByTestId('wide'))).toMatch(/span 12 ?\/ ?span 12/);
    expect(rulesFor(screen.getByTestId('none'))).toMatch(/span 1 ?\/ ?span 1/);
  });
});
