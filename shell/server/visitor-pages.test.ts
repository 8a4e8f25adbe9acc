// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { VisitorPages, buildsFor, visitorPageKey, type ComposedPage } from './visitor-pages';

const composer = (keep = true) => {
  let calls = 0;
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    get calls() {
      return calls;
    },
    release,
    compose: async (): Promise<ComposedPage> => {
      calls += 1;
      await gate;
      return { status: 200, html: `<p>page ${calls}</p>`, keep };
    },
  };
};

describe('VisitorPages', () => {
  it('composes a page once for concurrent requests and reuses it until its time-to-live is over', async () => {
    let now = 1_000;
    const pages = new VisitorPages({ ttlMs: 10_000, now: () => now });
    const page = composer();
    const both = Promise.all([pages.get('a', page.compose), pages.get('a', page.compose)]);
    page.release();
    const [first, second] = await both;
    expect(page.calls).toBe(1);
    expect(second).toBe(first);
    expect(first.plain.toString()).toBe('<p>page 1</p>');
    expect(first.etag).toMatch(/^"p-/);
    now += 9_999;
    expect(await pages.get('a', page.compose)).toBe(first);
    now += 1;
    const fresh = await pages.get('a', page.compose);
    expect(page.calls).toBe(2);
    expect(fresh.plain.toString()).toBe('<p>page 2</p>');
  });

  it('hands out a kept page only while isCurrent says so, and keeps the one composed instead', async () => {
    const pages = new VisitorPages();
    let calls = 0;
    const compose = async (): Promise<ComposedPage> => {
      calls += 1;
      return { status: 200, html: `<p>page ${calls}</p>`, keep: true, remotes: { 'http://r/mf-manifest.json': `v${calls}` } };
    };
    const first = await pages.get('a', compose);
    expect(first.remotes).toEqual({ 'http://r/mf-manifest.json': 'v1' });
    expect(await pages.get('a', compose, () => true)).toBe(first);
    const second = await pages.get('a', compose, async (page) => page.remotes['http://r/mf-manifest.json'] === 'v2');
    expect(second.plain.toString()).toBe('<p>page 2</p>');
    expect(await pages.get('a', compose, async (page) => page.remotes['http://r/mf-manifest.json'] === 'v2')).toBe(second);
    expect(calls).toBe(2);
  });

  it('does not keep a page its composer says may not be kept', async () => {
    const pages = new VisitorPages();
    const page = composer(false);
    page.release();
    await pages.get('a', page.compose);
    await pages.get('a', page.compose);
    expect(page.calls).toBe(2);
    expect(pages.size).toBe(0);
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const pages = new VisitorPages({ maxEntries: 2 });
    const page = composer();
    page.release();
    await pages.get('a', page.compose);
    await pages.get('b', page.compose);
    await pages.get('a', page.compose);
    await pages.get('c', page.compose);
    expect(pages.size).toBe(2);
    expect(page.calls).toBe(3);
    await pages.get('a', page.compose);
    expect(page.calls).toBe(3);
    await pages.get('b', page.compose);
    expect(page.calls).toBe(4);
  });

  it('lets a failed composition fail its requests and composes again for the next', async () => {
    const pages = new VisitorPages();
    await expect(pages.get('a', () => Promise.reject(new Error('renderer down')))).rejects.toThrow('renderer down');
    const page = composer();
    page.release();
    expect((await pages.get('a', page.compose)).plain.toString()).toBe('<p>page 1</p>');
  });
});

describe('visitorPageKey', () => {
  const base = {
    protocol: 'https',
    host: 'datingsite.test',
    cookie: '',
    url: '/members/5',
    registry: '{"remotes":{}}',
    builds: ['mfe-search=a'],
  };

  it('keeps pages apart by site, locale, registry, build and URL', () => {
    const key = visitorPageKey(base);
    for (const other of [
      { protocol: 'http' },
      { host: 'other.test' },
      { country: 'BE' },
      { cookie: 'locale=de' },
      { url: '/members/6' },
      { url: '/members/5?utm_source=x' },
      { registry: '{"remotes":{"mfe-chat":"b"}}' },
      { builds: ['mfe-search=b'] },
    ]) {
      expect(visitorPageKey({ ...base, ...other })).not.toBe(key);
    }
  });

  it('keeps a page under the entry warning apart from the one for a visitor who confirmed it', () => {
    const warned = visitorPageKey(base);
    const confirmed = visitorPageKey({ ...base, cookie: 'entry_warning=confirmed' });
    expect(confirmed).not.toBe(warned);
    // The same state whatever else the cookie holds; any other value is no confirmation.
    expect(visitorPageKey({ ...base, cookie: 'locale=de; entry_warning=confirmed' })).toBe(
      visitorPageKey({ ...base, cookie: 'entry_warning=confirmed; locale=de' }),
    );
    expect(visitorPageKey({ ...base, cookie: 'entry_warning=yes' })).toBe(warned);
    expect(visitorPageKey({ ...base, cookie: 'xentry_warning=confirmed' })).toBe(warned);
    // Pages painted without the warning stay one page for every visitor.
    for (const url of ['/', '/landers/video', '/terms', '/members/5/chat']) {
      expect(visitorPageKey({ ...base, url, cookie: 'entry_warning=confirmed' })).toBe(visitorPageKey({ ...base, url }));
    }
  });

  it('gives visitors whose other cookies differ the same page', () => {
    expect(visitorPageKey({ ...base, cookie: 'consent=yes; _ga=GA1.2' })).toBe(visitorPageKey(base));
    expect(visitorPageKey({ ...base, cookie: 'locale=xx' })).toBe(visitorPageKey(base));
  });
});

describe('buildsFor', () => {
  const registry = JSON.stringify({
    remotes: { 'mfe-landers': { entry: 'a', variants: { tiktok: 'c' }, rollout: { entry: 'b', percent: 50 } } },
  });

  it('names the builds this visitor gets: by traffic source, and by visitor id while a remote rolls out', () => {
    expect(buildsFor(registry, '?network=tiktok', '')).toEqual(['mfe-landers=c']);
    const ids = Array.from({ length: 40 }, (_, index) => `visitor_id=v-${index}`);
    const seenBuilds = new Set(ids.map((cookie) => buildsFor(registry, '', cookie).join()));
    expect(seenBuilds).toEqual(new Set(['mfe-landers=a', 'mfe-landers=b']));
  });

  it('names none for an unreadable registry', () => {
    expect(buildsFor('', '', '')).toEqual([]);
    expect(buildsFor('{"remotes":', '', '')).toEqual([]);
  });
});
