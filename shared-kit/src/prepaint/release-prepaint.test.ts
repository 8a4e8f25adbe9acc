import { afterEach, describe, expect, it } from 'vitest';
import { hasPrepaint, releasePrepaint, releasePrepaintWhenLoaded } from './release-prepaint';

function paint() {
  document.body.innerHTML = '<div id="prepaint"><h1>Geschilderd</h1></div><div id="root"></div>';
  const style = document.createElement('style');
  style.setAttribute('data-prepaint-styles', '');
  document.head.append(style);
}

describe('releasing the painted page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('removes the painted page and its styles, leaving the app, and is safe to repeat', () => {
    paint();
    expect(hasPrepaint()).toBe(true);
    releasePrepaint();
    releasePrepaint();
    expect(hasPrepaint()).toBe(false);
    expect(document.querySelector('style[data-prepaint-styles]')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it("waits for the app's hero picture to load (or fail) before releasing", () => {
    paint();
    const image = document.createElement('img');
    releasePrepaintWhenLoaded(image);
    expect(hasPrepaint()).toBe(true);
    image.dispatchEvent(new Event('load'));
    expect(hasPrepaint()).toBe(false);

    paint();
    const broken = document.createElement('img');
    releasePrepaintWhenLoaded(broken);
    broken.dispatchEvent(new Event('error'));
    expect(hasPrepaint()).toBe(false);
  });

  it('stops waiting when the page unmounts first', () => {
    paint();
    const image = document.createElement('img');
    const stop = releasePrepaintWhenLoaded(image);
    stop();
    image.dispatchEvent(new Event('load'));
    expect(hasPrepaint()).toBe(true);
  });

  it('releases at once when there is no picture to wait for', () => {
    paint();
    releasePrepaintWhenLoaded(null);
    expect(hasPrepaint()).toBe(false);
  });
});
