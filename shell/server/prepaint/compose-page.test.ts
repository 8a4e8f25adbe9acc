import { describe, expect, it } from 'vitest';
import { asStandIn, composePage, withPublicPath } from './compose-page';

const template =
  '<!doctype html><html lang="nl"><head><title>Datingsite</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

describe('composing a painted page', () => {
  it('puts styles and hints in the head, the page before the root, and the locale on <html>', () => {
    const page = composePage(template, {
      locale: 'de',
      styles: '<style data-prepaint-styles>.a{}</style>',
      html: '<link rel="preload" as="image" href="/h.webp"/><h1>Hallo</h1>',
    });
    expect(page).toBe(
      '<!doctype html><html lang="de"><head><title>Datingsite</title><script defer src="/main.1a2b3c4d.js"></script>' +
        '<link rel="preload" as="image" href="/h.webp"/><style data-prepaint-styles>.a{}</style></head>' +
        '<body><div id="prepaint"><h1>Hallo</h1></div><div id="root"></div></body></html>',
    );
  });

  it("keeps a member page's copy live (its links work, its taps are replayed on the app), never inert", () => {
    const page = composePage(template, { locale: 'nl', styles: '', html: '<h1>Leden zoeken</h1><button>Liken</button>' });
    expect(page).toContain('<div id="prepaint"><h1>Leden zoeken</h1><button>Liken</button></div><div id="root"></div>');
  });

  it("renames ids and the live app's hooks in the stand-in, every id of a reference", () => {
    const html =
      '<section aria-labelledby="_R_1_ _R_2_" data-app="mfe-landers" data-route-id="x" data-layout="lander"><h1 id="_R_1_">T</h1><label for="e">E</label></section>';
    expect(asStandIn(html)).toBe(
      '<section aria-labelledby="painted-_R_1_ painted-_R_2_" data-painted-app="mfe-landers" data-painted-route-id="x" data-layout="lander"><h1 id="painted-_R_1_">T</h1><label for="painted-e">E</label></section>',
    );
  });

  it("points a remote's painted URLs at where it is served", () => {
    expect(withPublicPath('<img src="__PREPAINT_PUBLIC_PATH__/a.webp">', 'http://127.0.0.1:3006/')).toBe(
      '<img src="http://127.0.0.1:3006/a.webp">',
    );
  });
});
