import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { pageStatus } from './route-status';
import { contentEtag } from './cache-policy';
import { registerBuiltFiles } from './built-files';
import { loadLocalRenderer } from './prepaint/load-renderer';
import { PaintedPages, type PageRequest, type ShellRenderer } from './prepaint/painted-pages';
import { composePage } from './prepaint/compose-page';
import { SiteSettingsCache } from './prepaint/site-settings';
import { sendHtml, sendKeptPage } from './send-html';
import { BootHeads, bootHeadFromEnv, type BootHeadsOptions } from './boot-head/boot-head';
import { withBootHead } from './boot-head/with-boot-head';
import { BOOT_CHUNKS_FILE } from '../src/boot/build/boot-chunks-file';
import { limitProxiedBodies } from './body-limit';
import { forwardedHeaders, forwardedHeadersForPage, websocketHeaders } from './proxy-headers';
import { registerSecurityHeaders } from './security-headers';
import { DEFAULT_UPSTREAM_BOUNDS, upstreamBoundMs } from './upstream-bounds';
import { registerPwaRoutes } from '../src/features/pwa/server/pwa-routes';
import { registryRollsOutIn, visitorFor, type Visitor } from './visitor-cookie';
import { VisitorPages, buildsFor, visitorPageKey, type KeptPage } from './visitor-pages';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const hasSession = (cookie: string) => /(?:^|;\s*)sid=/.test(cookie);
/**
 * How old the gateway's knowledge of a remote's manifest may be when it hands out a kept page preloading from it:
 * about the time a browser takes from the page's request to its preloads, the window the gateway's check has always
 * left; at most ten checks a second per remote under any load.
 */
const REMOTE_CHECK_MS = 100;

export interface GatewayOptions {
  /** Where the built shell lives. */
  distDir?: string;
  /** The remotes registry to serve as /remotes.json; read on every request so it can be repointed live. */
  remotesFile?: string;
  apiUrl?: string;
  /**
   * Proxies in front of the gateway (a TLS-terminating load balancer) whose X-Forwarded-Proto/-Host/-For it
   * trusts (TRUST_PROXY_HOPS, default 0: the gateway is the front door).
   */
  trustProxyHops?: number;
  /**
   * Longest wait for the API's response headers, and between two chunks of its body, for calls and media
   * (default 10 s; UPSTREAM_TIMEOUT_MS). A hung API then answers 504 with the JSON error shape instead of
   * holding the member's request indefinitely. The page's own first calls are bounded tighter in the boot head.
   */
  upstreamTimeoutMs?: number;
  /**
   * The same for uploads (default 120 s; UPLOAD_TIMEOUT_MS): the wait for headers also runs while a photo
   * streams through (a 10 MB photo takes about 110 s at 750 kbit/s up), and the upstream client does not
   * restart it per chunk from a slow browser.
   */
  uploadTimeoutMs?: number;
  /**
   * Renders landers and the home page into the HTML (shell/server/prepaint). Default: the shell's built
   * renderer (shell/.prepaint/render.cjs) when the build made one; null turns painting off.
   */
  shellRenderer?: ShellRenderer | null;
  /**
   * What every page carries so the shell need not ask for it (shell/server/boot-head): the registry,
   * settings and member data inline, and preloads of the owning remote's code. All on by default; null
   * turns it off (BOOT_HEAD=off), parts off one by one with BOOT_HEAD=no-data,no-user,no-preloads.
   */
  bootHead?: BootHeadsOptions['parts'] | null;
  /** How old a remote's manifest check may be when a kept visitor page preloading from it is handed out (default 100 ms). */
  remoteCheckMs?: number;
}

/** What the gateway answers when the API cannot be reached or fails mid-answer: the API's error shape. */
export const UPSTREAM_ERROR = {
  error: 'upstream_unavailable',
  message: 'Er is een fout opgetreden, probeer het later opnieuw.',
} as const;

/** What the gateway answers when the API did not answer within the upstream timeout. */
export const UPSTREAM_TIMEOUT = {
  error: 'upstream_timeout',
  message: 'Er is een fout opgetreden, probeer het later opnieuw.',
} as const;

/**
 * The site's front door: the shell's static files, the remotes registry and, on the same origin, the
 * API under /api (and its media). In production a CDN and load balancer play this part.
 */
export async function buildGateway(options: GatewayOptions = {}) {
  const distDir = options.distDir ?? path.join(root, 'dist');
  const remotesFile = options.remotesFile ?? path.join(distDir, 'remotes.json');
  const apiUrl = options.apiUrl ?? 'http://127.0.0.1:8081';
  // Every page path answers with the built page: without it there is no site to serve.
  await access(path.join(distDir, 'index.html'));
  const trustProxyHops = options.trustProxyHops ?? 0;
  const bounds = {
    callMs: options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_BOUNDS.callMs,
    uploadMs: options.uploadTimeoutMs ?? DEFAULT_UPSTREAM_BOUNDS.uploadMs,
  };
  const app = Fastify({ logger: false, trustProxy: (_address: string, hop: number) => hop < trustProxyHops });

  // The built shell's own remotes.json is its built-in registry (the page's fallback when the live one fails).
  await registerSecurityHeaders(app, { remotesFile, builtInRemotesFile: path.join(distDir, 'remotes.json') });
  // The proxy calls rewriteRequestHeaders(headers, request) for its handshake; its types only list ws' options.
  const wsClientOptions = {
    rewriteRequestHeaders: (_headers: unknown, request: FastifyRequest) => websocketHeaders(request),
    autoPong: false,
  } as FastifyHttpProxyOptions['wsClientOptions'];
  const proxied = ['/api', '/media', '/dev'];
  limitProxiedBodies(app, proxied);
  for (const prefix of proxied) {
    await app.register(fastifyHttpProxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      websocket: prefix === '/api',
      // The pool's bound is the longest kind's; each request gets its own kind's bound (upstream-bounds.ts).
      undici: { headersTimeout: bounds.uploadMs, bodyTimeout: bounds.uploadMs },
      handler: (request, reply, dest, replyOptions) => reply.from(dest, { ...replyOptions, timeout: upstreamBoundMs(request, bounds) }),
      // The realtime socket: the API checks the session cookie and Origin against the forwarded host. No
      // automatic pong: the API's pings reach the browser and only its pong comes back, so a vanished browser
      // is dropped by the API's heartbeat instead of being kept alive by the gateway.
      wsClientOptions,
      // The API compares Origin with the browser's host (CSRF), picks rate-limit buckets by client IP and
      // marks the session cookie Secure on https.
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => forwardedHeaders(request, headers),
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'upstream failed');
          const timedOut = (error as { statusCode?: number }).statusCode === 504;
          return reply.code(timedOut ? 504 : 502).send(timedOut ? UPSTREAM_TIMEOUT : UPSTREAM_ERROR);
        },
      },
    });
  }

  // Revalidated on every page load (a swap must show at once), so an unchanged registry answers 304.
  app.get('/remotes.json', async (request, reply) => {
    const body = await readFile(remotesFile, 'utf8');
    const etag = contentEtag('r', body);
    reply.type('application/json').header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });

  // The web app manifest named after the requesting site, and the service worker never cached.
  await registerPwaRoutes(app, { apiUrl });

  // The shell's built files; a path that is no file falls through to the not-found handler, which answers
  // every page path with the app and the right status.
  await registerBuiltFiles(app, distDir);

  const shellRenderer =
    options.shellRenderer === undefined
      ? loadLocalRenderer<ShellRenderer>(path.join(root, '.prepaint', 'render.cjs'))
      : options.shellRenderer;
  const painted = shellRenderer
    ? new PaintedPages({ shell: shellRenderer, remotesFile, apiUrl, log: (error) => app.log.warn({ err: error }, 'page not painted') })
    : undefined;
  const bootHeads =
    options.bootHead === null
      ? undefined
      : new BootHeads({
          remotesFile,
          apiUrl,
          settings: new SiteSettingsCache(apiUrl, 10_000),
          shellChunksFile: path.join(distDir, BOOT_CHUNKS_FILE),
          parts: options.bootHead,
        });
  // Read per page like the static plugin reads it: a rebuilt shell (new script names) is served at once.
  const template = () => readFile(path.join(distDir, 'index.html'), 'utf8');
  // In the background: the first visitor of a lander should not wait for the landers' renderer to arrive.
  void painted?.warm();

  // What every visitor of a site sees alike is composed once and kept a short while (visitor-pages.ts), as long
  // as the remotes it preloads are the builds they were, checked at most remoteCheckMs ago: a remote that went
  // down or was redeployed composes the page again, so no page sends browsers to preload files that fail.
  const visitorPages = new VisitorPages();
  const remoteCheckMs = options.remoteCheckMs ?? REMOTE_CHECK_MS;
  const remotesUnchanged = async (page: KeptPage) => {
    if (!bootHeads) return true;
    for (const [manifest, version] of Object.entries(page.remotes)) {
      if ((await bootHeads.remoteVersion(manifest, remoteCheckMs)) !== version) return false;
    }
    return true;
  };

  /**
   * The page as the gateway composes it: painted where it can be (landers, the home page, a member's search and
   * profile pages: headline and hero before any script runs) and with its boot head. Null when there is nothing
   * to add to the built page, which the static plugin then sends (precompressed, ETag and 304s).
   */
  const composeApp = async (request: FastifyRequest, pageRequest: PageRequest, status: number, visitor: Visitor) => {
    let page = painted && request.method === 'GET' ? await painted.paint(pageRequest) : null;
    const head =
      bootHeads && request.method === 'GET'
        ? await bootHeads.for({
            ...pageRequest,
            forwarded: forwardedHeadersForPage(request),
            painted: Boolean(page),
          })
        : undefined;
    // A member's page is painted from what the boot head just fetched for it (their session and answers).
    if (!page && painted && head) {
      const memberPage = await painted.paintMemberPage(pageRequest, head.fetched);
      if (memberPage) page = { key: 'member', page: memberPage };
    }
    const useful = head && (head.links || head.data) ? head : undefined;
    if (!page && !useful) return null;
    const html = page ? composePage(await template(), page.page) : await template();
    // A page that gives a new visitor their id is theirs alone: no shared cache may hand it (and the id) on.
    const setCookies = [...(useful?.setCookies ?? []), ...(visitor.setCookie ? [visitor.setCookie] : [])];
    const personal = Boolean(useful?.personal) || Boolean(visitor.setCookie);
    // Kept for other visitors only when whole: painted where it paints, every boot-head part in, no cookie set.
    const paintable = Boolean(painted) && (pageRequest.pathname === '/' || pageRequest.pathname.startsWith('/landers/'));
    const keep = !personal && setCookies.length === 0 && (!paintable || Boolean(page)) && (!head || head.complete);
    return { status, html: useful ? withBootHead(html, useful) : html, personal, setCookies, keep, remotes: head?.remotes };
  };

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://site');
    const status = pageStatus(url.pathname);
    const registry = await readFile(remotesFile, 'utf8').catch(() => '');
    // A new browser's id is used for this very page too: a rollout's build is picked the same here and in it.
    const visitor = visitorFor(request.headers.cookie, registryRollsOutIn(registry));
    // What both the painted page and the boot head are keyed and fetched by.
    const pageRequest: PageRequest = {
      pathname: url.pathname,
      search: url.search,
      host: request.host,
      cookie: visitor.cookie,
      country: typeof request.headers['x-country'] === 'string' ? request.headers['x-country'] : undefined,
    };
    // A visitor's page (no session, no new id to give) comes from what was kept for everyone.
    if (request.method === 'GET' && !visitor.setCookie && !hasSession(visitor.cookie)) {
      const key = visitorPageKey({
        protocol: request.protocol,
        host: pageRequest.host,
        country: pageRequest.country,
        cookie: visitor.cookie,
        url: url.pathname + url.search,
        registry,
        builds: buildsFor(registry, url.search, visitor.cookie),
      });
      // A kept page asks the API nothing, so it keeps the site's settings warm instead: a member's page right
      // after (a login) then has them at once rather than waiting on the API past the boot head's short wait.
      bootHeads?.warmSettings(pageRequest.host, pageRequest.country);
      const kept = await visitorPages.get(
        key,
        async () => {
          const composed = await composeApp(request, pageRequest, status, visitor);
          // Nothing to add to the built page: kept as the static plugin would send it.
          return composed ?? { status, html: await template(), keep: !bootHeads };
        },
        remotesUnchanged,
      );
      return sendKeptPage(request, reply, kept);
    }
    const composed = await composeApp(request, pageRequest, status, visitor);
    if (!composed) {
      if (visitor.setCookie) reply.header('set-cookie', visitor.setCookie);
      return reply
        .code(status)
        .header('cache-control', visitor.setCookie ? 'private, no-cache' : 'no-cache')
        .sendFile('index.html');
    }
    return sendHtml(request, reply, composed.status, composed.html, { personal: composed.personal, setCookies: composed.setCookies });
  };

  // The static plugin answers a directory ('/') with 403; the home page is a page like any other.
  app.get('/', sendApp);

  // A path without an extension is a page, never one of the built files (the build writes none such): it is
  // answered before the static plugin looks for it on disk (its compressed copies, the file, then the fall-through
  // to the not-found handler cost a page over 1 ms of CPU), which would only end here anyway.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== '/*') return;
    if (path.extname(new URL(request.url, 'http://site').pathname)) return;
    return sendApp(request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send();
    const pathname = new URL(request.url, 'http://site').pathname;
    if (path.extname(pathname) && pathname !== '/') return reply.code(404).send();
    return sendApp(request, reply);
  });

  return app;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.PORT ?? 8080);
  const app = await buildGateway({
    remotesFile: process.env.REMOTES_FILE,
    apiUrl: process.env.API_URL,
    trustProxyHops: process.env.TRUST_PROXY_HOPS ? Number(process.env.TRUST_PROXY_HOPS) : undefined,
    upstreamTimeoutMs: process.env.UPSTREAM_TIMEOUT_MS ? Number(process.env.UPSTREAM_TIMEOUT_MS) : undefined,
    uploadTimeoutMs: process.env.UPLOAD_TIMEOUT_MS ? Number(process.env.UPLOAD_TIMEOUT_MS) : undefined,
    bootHead: bootHeadFromEnv(process.env.BOOT_HEAD),
  });
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`site at http://localhost:${port}`);
}
