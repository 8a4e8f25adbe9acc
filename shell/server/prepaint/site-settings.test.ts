import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteSettingsCache } from './site-settings';

/** A settings.php that counts its calls, names each answer after it, and can be held or taken down. */
let calls = 0;
let down = false;
let hold: Promise<void> | null = null;
let server: Server;
let apiUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    calls += 1;
    const answer = calls;
    void (hold ?? Promise.resolve()).then(() => {
      if (down) {
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: `site ${answer}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.useRealTimers();
  calls = 0;
  down = false;
  hold = null;
});

const nameOf = (settings: { name?: string } | undefined) => settings?.name;

describe('SiteSettingsCache', () => {
  it('answers from its copy for the first half of its time without asking the API', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SiteSettingsCache(apiUrl, 10_000);
    expect(nameOf(await cache.fresh('a.example'))).toBe('site 1');
    vi.setSystemTime(Date.now() + 4_000);
    expect(nameOf(await cache.fresh('a.example'))).toBe('site 1');
    expect(calls).toBe(1);
  });

  it('past half its time gives its copy at once and asks again behind it, so the next page has the new answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SiteSettingsCache(apiUrl, 10_000);
    await cache.fresh('a.example');
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    vi.setSystemTime(Date.now() + 6_000);
    // Answered while the API call is still held: the page does not wait for it.
    expect(nameOf(await cache.fresh('a.example'))).toBe('site 1');
    await vi.waitFor(() => expect(calls).toBe(2));
    release();
    await vi.waitFor(async () => expect(nameOf(await cache.fresh('a.example'))).toBe('site 2'));
  });

  it('past its time waits for the API, and a burst of pages shares one call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SiteSettingsCache(apiUrl, 10_000);
    await cache.fresh('a.example');
    vi.setSystemTime(Date.now() + 11_000);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => cache.fresh('a.example')));
    expect(answers.map(nameOf)).toEqual(['site 2', 'site 2', 'site 2', 'site 2', 'site 2']);
    expect(calls).toBe(2);
  });

  it('claims nothing past its time when the API does not answer; get still gives the last good copy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SiteSettingsCache(apiUrl, 10_000);
    await cache.fresh('a.example');
    down = true;
    vi.setSystemTime(Date.now() + 11_000);
    expect(await cache.fresh('a.example')).toBeUndefined();
    expect(nameOf(await cache.get('a.example'))).toBe('site 1');
  });

  it('warms only a copy it has: a host it never had costs the API nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SiteSettingsCache(apiUrl, 10_000);
    cache.warm('a.example');
    expect(calls).toBe(0);
    await cache.fresh('a.example');
    vi.setSystemTime(Date.now() + 6_000);
    cache.warm('a.example');
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it('keeps hosts and countries apart', async () => {
    const cache = new SiteSettingsCache(apiUrl, 10_000);
    expect(nameOf(await cache.fresh('a.example'))).toBe('site 1');
    expect(nameOf(await cache.fresh('b.example'))).toBe('site 2');
    expect(nameOf(await cache.fresh('a.example', 'BE'))).toBe('site 3');
    expect(nameOf(await cache.fresh('a.example'))).toBe('site 1');
  });
});
