import { act, screen } from '@testing-library/react';
import { renderWithKit } from '../../test-utils';
import { BottomBar } from './bottom-bar';
import { bottomStackVars } from './bottom-stack';

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

/** jsdom has no layout and no media queries: a phone (or a wide screen) and the bar's height are given here. */
function emulateScreen(phone: boolean, barHeight: number) {
  const listeners = new Set<() => void>();
  const media = {
    matches: phone,
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => media as unknown as MediaQueryList);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: barHeight } as DOMRect);
  return {
    rotate(toPhone: boolean) {
      media.matches = toPhone;
      act(() => listeners.forEach((f) => f()));
    },
  };
}

beforeAll(() => {
  // jsdom lacks matchMedia; the spies above replace this stand-in.
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(() => vi.restoreAllMocks());

describe('BottomBar', () => {
  it('gives the page its height as room at the bottom while it is fixed, and takes it back when it goes', () => {
    emulateScreen(true, 72);
    const { unmount } = renderWithKit(
      <BottomBar fixedBelow="lg" role="group" aria-label="Betalen">
        <button type="button">Betaal</button>
      </BottomBar>,
    );
    expect(screen.getByRole('group', { name: 'Betalen' }).contains(screen.getByRole('button', { name: 'Betaal' }))).toBe(true);
    expect(rootVar(bottomStackVars.pageBar)).toBe('72px');
    unmount();
    expect(rootVar(bottomStackVars.pageBar)).toBe('');
  });

  it('reserves nothing on a wide screen, where the bar stays in the page', () => {
    const screenSize = emulateScreen(false, 72);
    renderWithKit(<BottomBar fixedBelow="lg">x</BottomBar>);
    expect(rootVar(bottomStackVars.pageBar)).toBe('');
    screenSize.rotate(true);
    expect(rootVar(bottomStackVars.pageBar)).toBe('72px');
    screenSize.rotate(false);
    expect(rootVar(bottomStackVars.pageBar)).toBe('');
  });

  it('is fixed above the tab bar or the keyboard, whichever is higher, below its breakpoint only', () => {
    emulateScreen(true, 60);
    renderWithKit(<BottomBar fixedBelow="lg">x</BottomBar>);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(/@media \(max-width: 991\.98px\)\{[^}]*position:\s*fixed/);
    expect(css).toContain(`bottom:max(var(${bottomStackVars.tabBar}, 0px), var(${bottomStackVars.keyboard}, 0px))`);
  });
});

describe('the keyboard inset', () => {
  it('follows the visual viewport while a bar is shown: the keyboard covering 300 px lifts the bars by 300 px', () => {
    const viewport = Object.assign(new EventTarget(), { height: 844, offsetTop: 0 });
    // jsdom has no visual viewport: a phone's, as Chromium reports it, stands in for the test.
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    emulateScreen(true, 60);
    const { unmount } = renderWithKit(<BottomBar fixedBelow="md">x</BottomBar>);
    expect(rootVar(bottomStackVars.keyboard)).toBe('');
    viewport.height = 544;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(rootVar(bottomStackVars.keyboard)).toBe('300px');
    // The address bar sliding away (a few dozen px) is not a keyboard.
    viewport.height = 800;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(rootVar(bottomStackVars.keyboard)).toBe('');
    viewport.height = 500;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    unmount();
    expect(rootVar(bottomStackVars.keyboard)).toBe('');
    Reflect.deleteProperty(window, 'visualViewport');
  });
});
