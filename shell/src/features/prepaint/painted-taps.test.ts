import { PREPAINT_ID } from '@dating/shared-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('does nothing on a page that was not painted', () => {
    document.body.innerHTML = '<div id="root"><button>Filters</button></div>';
    expect(() => catchPaintedTaps()).not.toThrow();
  });
});
