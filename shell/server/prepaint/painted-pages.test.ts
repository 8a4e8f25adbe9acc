// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../gateway';
import { buildRemoteStatic } from '../remote-static';
import type { ShellRenderer } from './painted-pages';

/** A stand-in for the shell's built renderer: what it was asked shows in the markup. */
const shell: ShellRenderer = {
  REMOTE_SLOT: '<div data-prepaint-slot=""></div>',
  prepaintLocale: (cookie, domainLanguage) => /locale=(\w+)/.exec(cookie)?.[1] ?? domainLanguage ?? 'nl',
  renderShellPrepaint: async (kind, pathname, context) => ({
    styles: '<style data-prepaint-styles>.shell{}</style>',
    html:
      kind === 'home'
        ? `<link rel="preload" as="image" href="/home/hero-640.webp"/><h1>${context.settings?.index_title ?? '?'}</h1><img src="/home/hero-640.webp">`
        : kind === 'member-layout'
          ? `<header>${context.user?.user?.email ?? '?'} ${context.locale}</header><main><div data-prepaint-slot=""></div></main><footer>${JSON.stringify(context.alertState ?? 'no alert state')}</footer>${context.user?.user || context.entryWarningConfirmed ? '' : '<div data-painted-entry-warning="">18+</div>'}`
          : `<header>logo ${context.locale}</header><main><div data-prepaint-slot=""></div></main>`,
  }),
};

/** A search build's renderer: paints /members from the members.php answer the gateway got, else nothing. */
const searchRenderer = `
module.exports.renderPagePrepaint = async (pathname, context) => {
  const answer = context.answers['members.php?max_age=99&min_age=18&page=1&per_page=24'];
  return pathname === '/members' && answer
    ? { styles: '<style data-prepaint-styles>.search{}</style>',
        html: '<h1 id="t">' + (context.user ? context.user.user.email : 'bezoeker') + ' ziet ' + answer.profiles.map((p) => p.name).join(', ') + '</h1><img src="__PREPAINT_PUBLIC_PATH__/a.webp">' }
    : null;
};
`;

/** A landers build's renderer as the build writes it (CommonJS), served by the remote's static server. */
const landersRenderer = (label: string) => `
module.exports.renderLanderPrepaint = async (pathname, context) =>
  pathname.startsWith('/landers/')
    ? { styles: '<style data-prepaint-styles>.lander{}</style>',
        html: '<link rel="preload" as="image" href="__PREPAINT_PUBLIC_PATH__/0caf1412b9087290.webp" fetchPriority="high"/><h1>${label} ' + pathname + ' ' + context.locale + '</h1><img src="__PREPAINT_PUBLIC_PATH__/0caf1412b9087290.webp">' }
    : null;
`;

describe('the gateway paints landers, the home page and member pages into the HTML', () => {
  let folder: string;
  let api: FastifyInstance;
  let remotes: FastifyInstance[] = [];
  let apiUp = true;
  const ports: number[] = [];
  let searchPort = 0;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'painted-pages-'));
    await writeFile(
      path.join(folder, 'index.html'),
      '<!doctype html><html lang="nl"><head><title>Datingsite</title></head><body><div id="root"></div></body></html>',
    );
    api = Fastify();
    api.get('/api/settings.php', async (request, reply) => {
      if (!apiUp) return reply.code(502).send({ error: 'upstream_unavailable' });
      return { index_title: `Titel van ${String(request.headers['x-forwarded-host'])}`, domain_language: 'de' };
    });
    api.get('/api/user.php', async (request) => ({
      user: request.headers.cookie?.includes('sid=member') ? { id: 9, email: 'demo@example.com' } : null,
    }));
    api.get('/api/members.php', async () => ({ profiles: [{ name: 'Anna' }, { name: 'Bram' }], numResults: 2 }));
    api.get('/api/likes.php', async () => ({ new_likes: 0, profiles: [], liked_by: [] }));
    api.get('/api/chats.php', async () => ({ chats: [] }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    {
      const dist = path.join(folder, 'search');
      await mkdir(path.join(dist, 'prepaint'), { recursive: true });
      await writeFile(path.join(dist, 'prepaint', 'render.cjs'), searchRenderer);
      const remote = await buildRemoteStatic({ root: dist });
      await remote.listen({ port: 0, host: '127.0.0.1' });
      remotes.push(remote);
      searchPort = (remote.server.address() as { port: number }).port;
    }
    for (const label of ['A', 'B']) {
      const dist = path.join(folder, `landers-${label}`);
      await mkdir(path.join(dist, 'prepaint'), { recursive: true });
      await writeFile(path.join(dist, 'prepaint', 'render.cjs'), landersRenderer(label));
      const remote = await buildRemoteStatic({ root: dist });
      await remote.listen({ port: 0, host: '127.0.0.1' });
      remotes.push(remote);
      ports.push((remote.server.address() as { port: number }).port);
    }
    await writeFile(
      path.join(folder, 'remotes.json'),
      JSON.stringify({
        remotes: {
          'mfe-landers': {
            entry: `http://127.0.0.1:${ports[0]}/mf-manifest.json`,
            variants: { tiktok: `http://127.0.0.1:${ports[1]}/mf-manifest.json` },
          },
          'mfe-search': { entry: `http://127.0.0.1:${searchPort}/mf-manifest.json` },
        },
      }),
    );
  });
  afterAll(async () => {
    await api.close();
    await Promise.all(remotes.map((remote) => remote.close()));
    remotes = [];
    await rm(folder, { recursive: true, force: true });
  });

  async function gateway() {
    const apiPort = (api.server.address() as { port: number }).port;
    return buildGateway({ distDir: folder, apiUrl: `http://127.0.0.1:${apiPort}`, shellRenderer: shell });
  }

  it("paints a lander from the landers build the registry names, inside the shell's lander layout, in the site's language", async () => {
    const app = await gateway();
    const response = await app.inject({ url: '/landers/video/amsterdam', headers: { host: 'datingsite.nl' } });
    await app.close();
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<html lang="de"');
    expect(body).toContain('<div id="prepaint"><header>logo de</header><main><h1>A /landers/video/amsterdam de</h1>');
    // Picture URLs point at where that build is served; the app's root follows the painted page.
    expect(body).toContain(`<img src="http://127.0.0.1:${ports[0]}/0caf1412b9087290.webp">`);
    expect(body).toContain('</main></div><div id="root"></div>');
    // Its picture's preload and a preconnect to where it is served are in the head, before the styles.
    expect(body).toContain(
      `<link rel="preconnect" href="http://127.0.0.1:${ports[0]}"/><link rel="preload" as="image" href="http://127.0.0.1:${ports[0]}/0caf1412b9087290.webp" fetchPriority="high"/>` +
        '<style data-prepaint-styles>.shell{}</style><style data-prepaint-styles>.lander{}</style></head>',
    );
  });

  it('paints the variant build for its traffic source, and honours the locale cookie', async () => {
    const app = await gateway();
    const response = await app.inject({ url: '/landers/gallery?network=tiktok', headers: { cookie: 'locale=fr' } });
    await app.close();
    expect(response.body).toContain('<h1>B /landers/gallery?network=tiktok fr</h1>');
    expect(response.body).toContain(`http://127.0.0.1:${ports[1]}/0caf1412b9087290.webp`);
  });

  it("paints the visitor's home page with the site's own title, its picture hint in the head, compressed with an ETag", async () => {
    const app = await gateway();
    const response = await app.inject({ url: '/', headers: { host: 'datingsite.de', 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(response.rawPayload).toString();
    expect(body).toContain('<link rel="preload" as="image" href="/home/hero-640.webp"/><style data-prepaint-styles>');
    expect(body).toContain('<div id="prepaint"><h1>Titel van datingsite.de</h1>');
    const again = await app.inject({ url: '/', headers: { host: 'datingsite.de', 'if-none-match': String(response.headers.etag) } });
    await app.close();
    expect(again.statusCode).toBe(304);
  });

  it("paints a member's search with their own results inside the layout as they see it, never kept for another", async () => {
    const app = await gateway();
    const response = await app.inject({ url: '/members', headers: { cookie: 'sid=member', host: 'datingsite.nl' } });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="prepaint"><header>demo@example.com de</header><main><h1 id="painted-t">demo@example.com ziet Anna, Bram</h1>',
    );
    expect(response.body).toContain(`<img src="http://127.0.0.1:${searchPort}/a.webp">`);
    expect(response.body).toContain('<style data-prepaint-styles>.shell{}</style><style data-prepaint-styles>.search{}</style>');
    expect(response.headers['cache-control']).toMatch(/private|no-store/);
  });

  it("paints the member's layout from the banner state their browser mirrored into its cookie, parsed strictly", async () => {
    const app = await gateway();
    const paint = (cookie: string) => app.inject({ url: '/members', headers: { cookie: `sid=member; ${cookie}` } });
    const mirrored = await paint('site_alert_state=dismissed=profile-photo&push=capable.unsubscribed.default');
    const tampered = await paint('site_alert_state=dismissed=<img src=x onerror=alert(1)>.push.activation&push=yes');
    const none = await paint('locale=nl');
    await app.close();
    expect(mirrored.body).toContain(
      '<footer>{"dismissed":["profile-photo"],"push":{"capable":true,"subscribed":false,"permission":"default"}}</footer>',
    );
    // Only the dismissible banner ids it names reach the renderer; the rest of its text goes nowhere.
    expect(tampered.body).toContain('<footer>{"dismissed":["push"]}</footer>');
    expect(tampered.body).not.toContain('onerror');
    expect(none.body).toContain('<footer>"no alert state"</footer>');
  });

  it("paints a visitor's search under the entry warning until they confirmed it (its cookie), each kept for visitors alike", async () => {
    const app = await gateway();
    const first = await app.inject({ url: '/members', headers: { host: 'datingsite.nl' } });
    const confirmed = await app.inject({ url: '/members', headers: { host: 'datingsite.nl', cookie: 'entry_warning=confirmed' } });
    const firstAgain = await app.inject({ url: '/members', headers: { host: 'datingsite.nl', cookie: '_ga=1' } });
    const otherValue = await app.inject({ url: '/members', headers: { host: 'datingsite.nl', cookie: 'entry_warning=no' } });
    await app.close();
    for (const response of [first, confirmed]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="prepaint"><header>? de</header><main><h1 id="painted-t">bezoeker ziet Anna, Bram</h1>');
      expect(response.headers['cache-control']).not.toMatch(/private|no-store/);
    }
    expect(first.body).toContain('<div data-painted-entry-warning="">18+</div></div><div id="root"></div>');
    expect(confirmed.body).not.toContain('data-painted-entry-warning');
    // Kept per state: the same page again for a visitor who did not confirm, never the other variant.
    expect(firstAgain.body).toBe(first.body);
    expect(otherValue.body).toBe(first.body);
  });

  it("paints no page only a member has for a visitor, and no member page of a visitor's when the API gave no answer", async () => {
    const app = await gateway();
    const likes = await app.inject({ url: '/likes' });
    const chat = await app.inject({ url: '/members/7/chat' });
    // The stand-in search build paints /members only: a profile it has no page for stays unpainted.
    const profile = await app.inject({ url: '/members/7' });
    await app.close();
    for (const response of [likes, chat, profile]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('id="prepaint"');
    }
  });

  it('paints nothing for a member on the home page, for a page that is not painted, or when no settings were ever had', async () => {
    const app = await gateway();
    const member = await app.inject({ url: '/', headers: { cookie: 'sid=abc' } });
    const notPainted = await app.inject({ url: '/members/7/chat', headers: { cookie: 'sid=member' } });
    apiUp = false;
    const unknownSite = await app.inject({ url: '/landers/video', headers: { host: 'nieuw.example' } });
    apiUp = true;
    await app.close();
    for (const response of [member, notPainted, unknownSite]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('id="prepaint"');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});
