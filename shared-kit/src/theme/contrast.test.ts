import { contrastRatio } from './contrast';
import { theme } from './theme';

const c = theme.colors;
const white = '#ffffff';

// The pairs DESIGN section 2 promises: [name, foreground, background, minimum ratio].
// Text needs 4.5:1; field edges and the focus ring (non-text) need 3:1.
const pairs: [string, string, string, number][] = [
  ['text on primary', c.onPrimary, c.primary, 4.5],
  ['text on primaryHover', c.onPrimary, c.primaryHover, 4.5],
  ['primaryInk on white', c.primaryInk, c.surface, 4.5],
  ['primaryInk on primarySubtle', c.primaryInk, c.primarySubtle, 4.5],
  ['text on secondary (unread badge)', c.onSecondary, c.secondary, 4.5],
  ['secondaryInk on white', c.secondaryInk, c.surface, 4.5],
  ['secondaryInk on secondarySubtle', c.secondaryInk, c.secondarySubtle, 4.5],
  ['text on own bubble', c.text, c.bubbleOwn, 4.5],
  ['white on night', white, c.night, 4.5],
  ['text on page', c.text, c.background, 4.5],
  ['text on surface', c.text, c.surface, 4.5],
  ['muted on surface', c.muted, c.surface, 4.5],
  ['muted on page', c.muted, c.background, 4.5],
  ['text on primarySubtle', c.text, c.primarySubtle, 4.5],
  ['text on success', c.onDanger, c.success, 4.5],
  ['text on warning', c.onWarning, c.warning, 4.5],
  ['text on danger', c.onDanger, c.danger, 4.5],
  ['input edge on white', c.inputBorder, c.surface, 3],
  ['focus ring on amber', c.focus, c.primary, 3],
  ['focus ring on white', c.focus, c.surface, 3],
  ['focus ring on page', c.focus, c.background, 3],
  ['white focus ring on night', c.focusOnDark, c.night, 3],
];

describe('colour contrast (DESIGN 2, WCAG)', () => {
  it('computes the WCAG reference ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio(white, c.night)).toBeCloseTo(18.8, 1);
    expect(contrastRatio(c.onPrimary, c.primary)).toBeCloseTo(10.6, 1);
  });

  it('would reject white on amber and on cyan', () => {
    expect(contrastRatio(white, c.primary)).toBeLessThan(4.5);
    expect(contrastRatio(white, c.secondary)).toBeLessThan(4.5);
  });

  it.each(pairs)('%s reaches the required ratio', (_name, fg, bg, min) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });

  it('keeps unread equal to secondary so the badge pair above covers it', () => {
    expect(c.unread).toBe(c.secondary);
  });
});
