// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../gateway';
import { BootHeads, bootHeadFromEnv } from './boot-head';

/** Stands in for the API and the remotes' static servers. */
let upstream: FastifyInstance;
let origin: string;
let distDir: string;
const seen: { path: string; headers: Record<string, unknown> }[] = [];
const settings = { name: 'Zonnige Dates </script><!-- & co', domain_language: 'nl' };
const user = { user: { id: 7, name: 'Anna' } };
/** The hung API's settings answer: it never comes until the suite ends (no fixed wait, however busy the machine). */
let releaseHungApi = () => undefined as void;
const hungApiAnswer = new Promise<void>((resolve) => {
  releaseHungApi = resolve;
});

const profile = (id: number) => ({
  id,
  name: `Lid ${id}`,
  main_image: { thumb: `/media/thumb-${id}.jpg`, match: `/media/match-${id}.jpg` },
});
const searchAnswer = {
  profiles: [1, 2, 3, 4, 5].map(profile),
  numResults: 5,
  page: 1,
  per_page: 24,
  similar: { profiles: [], numResults: 0 },
};
const likesAnswer = { profiles: [], liked_by: [{ id: 1, profile: profile(9) }], new_likes: 1 };
const chatsAnswer = { chats: [], total_unread_messages: 0 };
const firstSearchKey = 'members.php?max_age=99&min_age=18&page=1&per_page=24';

/** What the search remote's static server serves: its build's routes chunk, or 'down' (503). */
let searchBuild = 'routes.1a2b3c4d.js';

const manifestFor = (chunk: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: [chunk] }, css: { sync: [] } } }],
});

const registry = () => ({
  remotes: {
    'mfe-search': `${origin}/search/mf-manifest.json`,
    'mfe-landers': { entry: `${origin}/landers/mf-manifest.json`, variants: { tiktok: `${origin}/landers-b/mf-manifest.json` } },
  },
});

beforeAll(async () => {
  upstream = Fastify();
  upstream.addHook('onRequest', async (request) => {
    seen.push({ path: request.url, headers: request.headers });
  });
  upstream.get('/api/settings.php', async (request, reply) => {
    // A hung API: it answers only when the suite ends, long after any page must have been sent.
    if (request.headers['x-forwarded-host'] === 'slow.test') await hungApiAnswer;
    if (request.headers['x-forwarded-host'] === 'failing.test') return reply.code(500).send({ error: 'internal' });
    return settings;
  });
  upstream.get('/api/user.php', async (request, reply) => {
    reply.header('set-cookie', 'sid=renewed; Path=/; HttpOnly');
    return /sid=member/.test(String(request.headers.cookie)) ? user : { user: null };
  });
  // A site without logged-out search: the member's calls answer a member only.
  const isMember = (request: { headers: Record<string, unknown> }) => /sid=member/.test(String(request.headers.cookie));
  const forMember =
    (answer: unknown) => async (request: { headers: Record<string, unknown> }, reply: { code: (status: number) => unknown }) => {
      if (isMember(request)) return answer;
      reply.code(403);
      return { error: 'authentication_required', message: 'Log in' };
    };
  upstream.get('/api/members.php', forMember(searchAnswer));
  upstream.get('/api/likes.php', forMember(likesAnswer));
  upstream.get('/api/chats.php', forMember(chatsAnswer));
  upstream.get('/api/member.php', async (request) => ({
    profile: { id: Number((request.query as { id: string }).id), photos: [{ url: '/media/photo-5.jpg' }] },
  }));
  upstream.get('/search/mf-manifest.json', async (_request, reply) =>
    searchBuild === 'down' ? reply.code(503).send('down') : manifestFor(searchBuild),
  );
  upstream.get('/landers/mf-manifest.json', async () => manifestFor('landers-a.11111111.js'));
  upstream.get('/landers-b/mf-manifest.json', async () => manifestFor('landers-b.22222222.js'));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const address = upstream.server.address();
  if (!address || typeof address === 'string') throw new Error('upstream not listening');
  origin = `http://127.0.0.1:${address.port}`;
  distDir = await mkdtemp(path.join(tmpdir(), 'gateway-boot-head-'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="nl"><head><title>Datingsite</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => {
  releaseHungApi();
  await upstream?.close();
  await rm(distDir, { recursive: true, force: true });
});
beforeEach(async () => {
  seen.length = 0;
  searchBuild = 'routes.1a2b3c4d.js';
  await writeFile(path.join(distDir, 'remotes.json'), JSON.stringify(registry()));
});

async function open(url: string, { cookie, apiUrl = origin }: { cookie?: string; apiUrl?: string } = {}) {
  const gateway = await buildGateway({ distDir, apiUrl, shellRenderer: null });
  try {
    return await gateway.inject({ url, headers: { host: 'datingsite.test', ...(cookie ? { cookie } : {}) } });
  } finally {
    await gateway.close();
  }
}

function bootData(body: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(body);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : {};
}

const pictures = (body: string) =>
  [...body.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((match) => match[1]);
const preloads = (body: string) =>
  [...body.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin)? href="([^"]+)">/g)].map((match) => `${match[1]} ${match[2]}`);

describe('the boot head of a member page', () => {
  it("carries the registry, the settings and the member, and preloads the owning remote's manifest, entry and routes chunk", async () => {
    const page = await open('/members', { cookie: 'sid=member; locale=nl' });
    expect(page.statusCode).toBe(200);
    expect(bootData(page.body)).toMatchObject({ registry: registry(), settings, user });
    expect(preloads(page.body)).toEqual([
      `fetch ${origin}/search/mf-manifest.json`,
      `script ${origin}/search/remoteEntry.js`,
      `script ${origin}/search/routes.1a2b3c4d.js`,
    ]);
    // The hints before the app's script, in the head; the data in the body.
    expect(page.body.indexOf('rel="preload"')).toBeLessThan(page.body.indexOf('</head>'));
    expect(page.body.indexOf('id="boot-data"')).toBeGreaterThan(page.body.indexOf('<body>'));
    // One member's data: for no shared cache. user.php's cookies reach the browser.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['set-cookie']).toBe('sid=renewed; Path=/; HttpOnly');
    const userCall = seen.find((call) => call.path === '/api/user.php');
    expect(userCall?.headers).toMatchObject({
      cookie: 'sid=member; locale=nl',
      'x-forwarded-host': 'datingsite.test',
      'x-request-type': 'client',
    });
  });

  it('keeps the inline data inside its element: no </script> or <!-- from the settings reaches the page', async () => {
    const page = await open('/members', { cookie: 'sid=member' });
    expect(page.body).not.toContain('</script><!--');
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
    expect((bootData(page.body).settings as { name: string }).name).toBe(settings.name);
  });

  it("stays within the page CSP: scripts only from the registry's origins, nothing inline allowed or needed", async () => {
    const page = await open('/members', { cookie: 'sid=member' });
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe(`script-src 'self' ${origin}`);
    expect(directive('connect-src')).toContain(origin);
    for (const hint of preloads(page.body)) {
      const [as, url] = hint.split(' ') as [string, string];
      expect(directive(as === 'fetch' ? 'connect-src' : 'script-src')).toContain(new URL(url).origin);
    }
    // The only inline script element is data (type=application/json), which CSP does not govern.
    expect([...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1])).toEqual([
      ' type="application/json" id="boot-data"',
    ]);
  });

  it('preloads the variant the registry gives this traffic source', async () => {
    const variant = await open('/landers/video?network=tiktok');
    expect(preloads(variant.body)).toContain(`script ${origin}/landers-b/landers-b.22222222.js`);
    expect(preloads(variant.body).join(' ')).not.toContain('/landers/');
    const plain = await open('/landers/video');
    expect(preloads(plain.body)).toContain(`script ${origin}/landers/landers-a.11111111.js`);
  });

  it('a visitor gets no user and a page any cache may revalidate; user.php is not asked', async () => {
    const page = await open('/members');
    expect(bootData(page.body)).toEqual({ registry: registry(), settings });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(seen.some((call) => call.path === '/api/user.php')).toBe(false);
  });

  it('with the API down, the page has no settings and no member (the shell asks itself), but still its registry and preloads', async () => {
    const page = await open('/members', { cookie: 'sid=member', apiUrl: 'http://127.0.0.1:9' });
    expect(page.statusCode).toBe(200);
    expect(bootData(page.body)).toEqual({ registry: registry() });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(preloads(page.body)).toHaveLength(3);
  });

  it('with the registry unreadable, the page carries no registry and no preloads (the shell falls back itself)', async () => {
    await writeFile(path.join(distDir, 'remotes.json'), '{"remotes": ');
    const page = await open('/members', { cookie: 'sid=member' });
    expect(page.statusCode).toBe(200);
    expect(bootData(page.body)).toMatchObject({ settings, user });
    expect(bootData(page.body)).not.toHaveProperty('registry');
    expect(preloads(page.body)).toEqual([]);
  });

  it('is sent compressed with an ETag, and 304 when revalidated unchanged', async () => {
    const gateway = await buildGateway({ distDir, apiUrl: origin, shellRenderer: null });
    try {
      const first = await gateway.inject({ url: '/members', headers: { host: 'datingsite.test', 'accept-encoding': 'br' } });
      expect(first.headers['content-encoding']).toBe('br');
      expect(bootData(brotliDecompressSync(first.rawPayload).toString())).toMatchObject({ settings });
      const again = await gateway.inject({
        url: '/members',
        headers: { host: 'datingsite.test', 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      await gateway.close();
    }
  });

  it("preloads the shell's boot chunks the build listed, on pages the gateway does not paint", async () => {
    await writeFile(
      path.join(distDir, 'boot-chunks.json'),
      JSON.stringify({
        scripts: ['bootstrap.0a0b0c0d.js', 'vendors-react.1f2e3d4c.js'],
        layouts: { default: ['top-bar.11aa22bb.js'] },
        catalogues: { nl: ['texts-nl.33cc44dd.js'], en: ['texts-en.55ee66ff.js'] },
      }),
    );
    try {
      // A default-layout page: its layout's parts, and the texts of the site's language (settings: nl)...
      const page = await open('/members', { cookie: 'sid=member' });
      expect(preloads(page.body).slice(0, 4)).toEqual([
        'script /bootstrap.0a0b0c0d.js',
        'script /vendors-react.1f2e3d4c.js',
        'script /top-bar.11aa22bb.js',
        'script /texts-nl.33cc44dd.js',
      ]);
      // ...or of the language the visitor chose; a sign-up page (empty layout) gets neither.
      expect(preloads((await open('/terms', { cookie: 'locale=en' })).body)).toContain('script /texts-en.55ee66ff.js');
      const signup = preloads((await open('/signup')).body).join(' ');
      expect(signup).toContain('/bootstrap.0a0b0c0d.js');
      expect(signup).not.toContain('top-bar');
      expect(signup).not.toContain('texts-');
      const heads = new BootHeads({
        remotesFile: path.join(distDir, 'remotes.json'),
        apiUrl: origin,
        shellChunksFile: path.join(distDir, 'boot-chunks.json'),
      });
      const painted = await heads.for({
        pathname: '/landers/video',
        search: '',
        host: 'datingsite.test',
        cookie: '',
        forwarded: {},
        painted: true,
      });
      expect(painted.links).not.toContain('/bootstrap.');
      expect(painted.links).toContain('/landers/remoteEntry.js');
    } finally {
      await rm(path.join(distDir, 'boot-chunks.json'));
    }
  });

  it('does not hold the page for a hung API: the settings are left out after the wait', async () => {
    const heads = new BootHeads({ remotesFile: path.join(distDir, 'remotes.json'), apiUrl: origin, waitMs: 100 });
    const started = Date.now();
    const head = await heads.for({ pathname: '/members', search: '', host: 'slow.test', cookie: '', forwarded: {} });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(head.data).not.toContain('settings');
    expect(head.links).toContain('/search/remoteEntry.js');
  });

  it('a page no remote owns gets no preloads, only its data', async () => {
    const page = await open('/terms');
    expect(preloads(page.body)).toEqual([]);
    expect(bootData(page.body)).toMatchObject({ settings });
  });
});

describe("the answers to a page's first calls", () => {
  it("a member's search page carries the first search and the badges' likes and chats, asked as the member, and preloads the first pictures", async () => {
    const page = await open('/members', { cookie: 'sid=member; locale=nl' });
    expect(bootData(page.body).answers).toEqual({ [firstSearchKey]: searchAnswer, 'likes.php': likesAnswer, 'chats.php': chatsAnswer });
    for (const call of ['/api/members.php?max_age=99&min_age=18&page=1&per_page=24', '/api/likes.php', '/api/chats.php']) {
      expect(seen.find((request) => request.path === call)?.headers).toMatchObject({
        cookie: 'sid=member; locale=nl',
        'x-forwarded-host': 'datingsite.test',
      });
    }
    // The first row or two of cards, ahead of the code preloads.
    expect(pictures(page.body)).toEqual(['/media/thumb-1.jpg', '/media/thumb-2.jpg', '/media/thumb-3.jpg', '/media/thumb-4.jpg']);
    expect(page.body.indexOf('as="image"')).toBeLessThan(page.body.indexOf('as="script"'));
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it('the likes page preloads the first pictures of the likes received', async () => {
    const page = await open('/likes', { cookie: 'sid=member' });
    expect(bootData(page.body).answers).toEqual({ 'likes.php': likesAnswer, 'chats.php': chatsAnswer });
    expect(pictures(page.body)).toEqual(['/media/thumb-9.jpg']);
  });

  it("a visitor's refused call is left to the browser, and the badges are not asked at all", async () => {
    const page = await open('/members');
    expect(bootData(page.body)).not.toHaveProperty('answers');
    expect(pictures(page.body)).toEqual([]);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(seen.some((request) => request.path === '/api/likes.php' || request.path === '/api/chats.php')).toBe(false);
  });

  it('a profile page carries the profile and preloads its first photo; a path that is no member id asks nothing', async () => {
    const page = await open('/members/5');
    expect(bootData(page.body).answers).toEqual({ 'member.php?id=5': { profile: { id: 5, photos: [{ url: '/media/photo-5.jpg' }] } } });
    expect(pictures(page.body)).toEqual(['/media/photo-5.jpg']);
    // Without a session the API answers every visitor of the site alike: the page is theirs to share.
    expect(page.headers['cache-control']).toBe('no-cache');
    seen.length = 0;
    await open('/members/5x');
    expect(seen.some((request) => request.path.startsWith('/api/member.php'))).toBe(false);
  });

  it('BOOT_HEAD=no-answers leaves them out', async () => {
    const heads = new BootHeads({
      remotesFile: path.join(distDir, 'remotes.json'),
      apiUrl: origin,
      parts: bootHeadFromEnv('no-answers') ?? {},
    });
    const head = await heads.for({
      pathname: '/members',
      search: '',
      host: 'datingsite.test',
      cookie: 'sid=member',
      forwarded: { cookie: 'sid=member' },
    });
    expect(head.data).not.toContain('answers');
    expect(head.data).toContain('Anna');
  });
});

describe('BOOT_HEAD', () => {
  it('turns everything on by default, off with "off", and parts off one by one', () => {
    expect(bootHeadFromEnv(undefined)).toEqual({});
    expect(bootHeadFromEnv('off')).toBeNull();
    expect(bootHeadFromEnv('no-user,no-shell-preloads')).toEqual({
      data: true,
      user: false,
      preloads: true,
      shellPreloads: false,
      answers: true,
    });
  });
});

describe('the pages every visitor sees alike', () => {
  const asked = (prefix: string) => seen.filter((request) => request.path.startsWith(prefix)).length;

  it("are composed once and kept for everyone with the same site, locale and URL; a member's page is asked for each time", async () => {
    const gateway = await buildGateway({ distDir, apiUrl: origin, shellRenderer: null });
    const get = (url: string, cookie?: string) =>
      gateway.inject({ url, headers: { host: 'datingsite.test', ...(cookie ? { cookie } : {}) } });
    try {
      const first = await get('/members/5');
      // Another visitor with cookies that change nothing on the page (consent, analytics) gets the kept page.
      const second = await get('/members/5', 'consent=yes; _ga=1');
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(asked('/api/member.php')).toBe(1);
      // Another locale, another profile or another site is another page.
      await get('/members/5', 'locale=de');
      await get('/members/6');
      await gateway.inject({ url: '/members/5', headers: { host: 'other.test' } });
      expect(asked('/api/member.php')).toBe(4);
      // A repointed registry shows at once: the registry is part of what the page is kept by.
      await writeFile(
        path.join(distDir, 'remotes.json'),
        JSON.stringify({ remotes: { 'mfe-search': `${origin}/search/mf-manifest.json` } }),
      );
      const repointed = await get('/members/5');
      expect(asked('/api/member.php')).toBe(5);
      expect(bootData(repointed.body).registry).toEqual({ remotes: { 'mfe-search': `${origin}/search/mf-manifest.json` } });
      // A member's page is theirs: composed for every request.
      await get('/members/5', 'sid=member');
      await get('/members/5', 'sid=member');
      expect(asked('/api/member.php')).toBe(7);
    } finally {
      await gateway.close();
    }
  });

  it('answer a revalidation with 304 and send the kept brotli bytes', async () => {
    const gateway = await buildGateway({ distDir, apiUrl: origin, shellRenderer: null });
    try {
      const headers = { host: 'datingsite.test', 'accept-encoding': 'br' };
      const page = await gateway.inject({ url: '/members/5', headers });
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('member.php?id=5');
      const again = await gateway.inject({ url: '/members/5', headers: { ...headers, 'if-none-match': String(page.headers.etag) } });
      expect(again.statusCode).toBe(304);
    } finally {
      await gateway.close();
    }
  });

  it('are not kept when the API failed them: the next visitor gets a whole page', async () => {
    const gateway = await buildGateway({ distDir, apiUrl: origin, shellRenderer: null });
    try {
      const get = () => gateway.inject({ url: '/terms', headers: { host: 'failing.test' } });
      const first = await get();
      expect(bootData(first.body)).not.toHaveProperty('settings');
      await get();
      expect(asked('/api/settings.php')).toBe(2);
    } finally {
      await gateway.close();
    }
  });

  it('are composed again once a remote they preload from went down, came back or was redeployed', async () => {
    // remoteCheckMs 0: every hand-out of a kept page asks the remote (the gateway's default lets 100 ms pass).
    const gateway = await buildGateway({ distDir, apiUrl: origin, shellRenderer: null, remoteCheckMs: 0 });
    const get = () => gateway.inject({ url: '/members/5', headers: { host: 'datingsite.test' } });
    const preloads = (body: string) => [...body.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);
    try {
      expect(preloads((await get()).body)).toEqual([`${origin}/search/remoteEntry.js`, `${origin}/search/routes.1a2b3c4d.js`]);
      await get();
      expect(asked('/api/member.php')).toBe(1);
      // Down: the page no longer sends browsers to preload files that fail (the slot's retry would meet them again).
      searchBuild = 'down';
      const whileDown = await get();
      expect(preloads(whileDown.body)).toEqual([]);
      expect(asked('/api/member.php')).toBe(2);
      // Kept while it stays down, then composed again with the remote's preloads once it is back.
      await get();
      expect(asked('/api/member.php')).toBe(2);
      searchBuild = 'routes.1a2b3c4d.js';
      expect(preloads((await get()).body)).toEqual([`${origin}/search/remoteEntry.js`, `${origin}/search/routes.1a2b3c4d.js`]);
      expect(asked('/api/member.php')).toBe(3);
      // Redeployed (new chunk names): the new build's files, not the old ones.
      searchBuild = 'routes.5e6f7a8b.js';
      expect(preloads((await get()).body)).toEqual([`${origin}/search/remoteEntry.js`, `${origin}/search/routes.5e6f7a8b.js`]);
      expect(asked('/api/member.php')).toBe(4);
    } finally {
      await gateway.close();
    }
  });
});
