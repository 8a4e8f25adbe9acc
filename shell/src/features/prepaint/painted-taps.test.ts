import { PREPAINT_ID } from '@dating/shared-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryWarningKey } from '../../shared/entry-warning/entry-warning-storage';
import { catchPaintedTaps, PAINTED_ID } from './painted-taps';

const card = (id: number, name: string) =>
  `<li><a href="/members/${id}">${name}</a><button type="button" aria-label="${name} liken"><svg></svg></button></li>`;

/** A painted search beside the app's own (hidden) copy of the same page. */
function paint() {
  document.body.innerHTML = `<div id="prepaint"><ul>${card(1, 'Anna')}${card(2, 'Bram')}</ul><button>Filters</button></div><div id="root"></div>`;
  document.getElementById('root')!.innerHTML = `<ul>${card(1, 'Anna')}${card(2, 'Bram')}</ul><button>Filters</button>`;
}

/** Resolves after the MutationObserver's callback has run: its record was queued as a microtask before this one. */
const observed = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function appClicks() {
  const clicks: string[] = [];
  document.getElementById('root')!.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('button,a');
    clicks.push(control?.getAttribute('aria-label') ?? control?.textContent ?? '');
  });
  return clicks;
}

describe('taps on the painted page before the app takes over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("uses the kit's id for the painted page", () => {
    expect(PAINTED_ID).toBe(PREPAINT_ID);
  });

  it("replays a tap on a painted control on the app's same control once the copy is gone", async () => {
    paint();
    catchPaintedTaps();
    const clicks = appClicks();
    const heart = document.querySelector('#prepaint button[aria-label="Bram liken"] svg')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    heart.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await observed();
    expect(clicks).toEqual([]);
    document.getElementById('prepaint')!.remove();
    await observed();
    expect(clicks).toEqual(['Bram liken']);
  });

  it('picks the same one of several alike controls', async () => {
    document.body.innerHTML =
      '<div id="prepaint"><button>Meer</button><button>Meer</button></div><div id="root"><button>Meer</button><button>Meer</button></div>';
    catchPaintedTaps();
    const second = document.querySelectorAll<HTMLButtonElement>('#root button')[1]!;
    const onSecond = vi.fn();
    second.addEventListener('click', onSecond);
    document.querySelectorAll<HTMLButtonElement>('#prepaint button')[1]!.click();
    document.getElementById('prepaint')!.remove();
    await observed();
    expect(onSecond).toHaveBeenCalledTimes(1);
  });

  it('leaves a link to the browser, which follows it, and replays nothing for it', async () => {
    paint();
    catchPaintedTaps();
    const clicks = appClicks();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#prepaint a[href="/members/2"]')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    document.getElementById('prepaint')!.remove();
    await observed();
    expect(clicks).toEqual([]);
  });

  it('replays nothing without a tap, for a tap outside any control, or when the app has no such control', async () => {
    paint();
    catchPaintedTaps();
    const clicks = appClicks();
    document.querySelector('#prepaint ul')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.querySelector('#root > button')!.remove();
    document.querySelector<HTMLButtonElement>('#prepaint > button')!.click();
    document.getElementById('prepaint')!.remove();
    await observed();
    expect(clicks).toEqual([]);
  });

  describe('the painted 18+ entry warning', () => {
    const warning =
      '<div data-painted-entry-warning=""><div role="dialog"><a href="https://www.google.com/">Verlaten</a><button>Ik ben 18 jaar of ouder</button></div></div>';
    const clearCookie = () => {
      document.cookie = 'entry_warning=; Max-Age=0; Path=/';
    };
    afterEach(() => {
      localStorage.clear();
      clearCookie();
    });

    function paintUnderWarning() {
      paint();
      document.getElementById('prepaint')!.insertAdjacentHTML('beforeend', warning);
      catchPaintedTaps();
    }

    it('is confirmed at once by its button: stored in the cookie and localStorage, the warning gone, nothing replayed', async () => {
      paintUnderWarning();
      const clicks = appClicks();
      document.querySelector<HTMLButtonElement>('[data-painted-entry-warning] button')!.click();
      expect(document.querySelector('[data-painted-entry-warning]')).toBeNull();
      expect(document.cookie).toContain('entry_warning=confirmed');
      expect(Number.isNaN(Date.parse(localStorage.getItem(entryWarningKey) ?? ''))).toBe(false);
      // The page behind it is the painted copy still, until the app takes over.
      expect(document.querySelector('#prepaint ul')).not.toBeNull();
      document.getElementById('prepaint')!.remove();
      await observed();
      expect(clicks).toEqual([]);
    });

    it('stays until confirmed: a tap on its dialog or its backdrop confirms nothing, its leave link is followed', () => {
      paintUnderWarning();
      document
        .querySelector('[data-painted-entry-warning] [role=dialog]')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      document.querySelector('[data-painted-entry-warning]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      const leave = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector('[data-painted-entry-warning] a')!.dispatchEvent(leave);
      expect(leave.defaultPrevented).toBe(false);
      expect(document.querySelector('[data-painted-entry-warning]')).not.toBeNull();
      expect(document.cookie).not.toContain('entry_warning=');
      expect(localStorage.getItem(entryWarningKey)).toBeNull();
    });
  });

  it('does nothing on a page that was not painted', () => {
    document.body.innerHTML = '<div id="root"><button>Filters</button></div>';
    expect(() => catchPaintedTaps()).not.toThrow();
  });
});
