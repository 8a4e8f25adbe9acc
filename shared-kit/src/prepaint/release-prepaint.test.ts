import { afterEach, describe, expect, it } from 'vitest';
import { handoverPicture, hasPrepaint, releasePrepaint, releasePrepaintWhenLoaded } from './release-prepaint';

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

describe('the picture a handover waits for', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function paintWith(src: string, loaded: boolean) {
    document.body.innerHTML = '<div id="prepaint"></div><div id="root"></div>';
    const copy = document.createElement('img');
    copy.setAttribute('src', src);
    Object.defineProperty(copy, 'complete', { value: loaded });
    Object.defineProperty(copy, 'naturalWidth', { value: loaded ? 400 : 0 });
    document.getElementById('prepaint')!.append(copy);
  }

  function appImage(src: string | null, loading?: 'lazy' | 'eager') {
    const image = document.createElement('img');
    if (src !== null) image.setAttribute('src', src);
    if (loading) image.setAttribute('loading', loading);
    document.getElementById('root')!.append(image);
    return image;
  }

  it('is the app picture the painted copy already shows loaded', () => {
    paintWith('/media/anna.webp', true);
    const image = appImage('/media/anna.webp', 'eager');
    expect(handoverPicture(image)).toBe(image);
  });

  it('is none for a lazy picture, a picture the copy does not show or has not loaded, no src, or no picture', () => {
    paintWith('/media/anna.webp', true);
    expect(handoverPicture(appImage('/media/anna.webp', 'lazy'))).toBeNull();
    expect(handoverPicture(appImage('/media/bram.webp'))).toBeNull();
    expect(handoverPicture(appImage(null))).toBeNull();
    expect(handoverPicture(null)).toBeNull();
    paintWith('/media/anna.webp', false);
    expect(handoverPicture(appImage('/media/anna.webp'))).toBeNull();
  });

  it('is none once the painted copy is gone', () => {
    paintWith('/media/anna.webp', true);
    const image = appImage('/media/anna.webp');
    document.getElementById('prepaint')!.remove();
    expect(handoverPicture(image)).toBeNull();
  });
});
