// @vitest-environment node
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway';
import { apiServer, waitForUrl } from './site-processes';

const REMOTES = {
  remotes: {
    'mfe-search': 'http://127.0.0.1:3001/mf-manifest.json',
    'mfe-landers': {
      entry: 'http://127.0.0.1:3006/mf-manifest.json',
      variants: { tiktok: 'https://cdn.example/landers-b/mf-manifest.json' },
    },
  },
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over plain node:http, so Expect: 100-continue and big bodies behave as with curl. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const headers: Record<string, string> = { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
    const request = httpRequest(url, { method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    // A server that answers 413 early may close while the body is still going out: the answer still counts.
    request.on('error', reject);
    if (body && headers.expect === '100-continue') request.on('continue', () => request.end(body));
    else request.end(body);
  });
}

/** Listens on a free local port; answers the server's URL. */
async function listenLocally(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

async function startGateway(
  distDir: string,
  apiUrl: string,
  trustProxyHops?: number,
  upstreamTimeoutMs?: number,
  uploadTimeoutMs?: number,
) {
  const gateway = await buildGateway({
    distDir,
    remotesFile: path.join(distDir, 'remotes.json'),
    apiUrl,
    trustProxyHops,
    upstreamTimeoutMs,
    uploadTimeoutMs,
  });
  return { gateway, url: await listenLocally(gateway) };
}

/** A gateway in front of `api` (a stand-in for the API process), for `run`; both are closed afterwards. */
async function withGatewayBefore(
  api: FastifyInstance,
  run: (siteUrl: string) => Promise<void>,
  { upstreamTimeoutMs, uploadTimeoutMs }: { upstreamTimeoutMs?: number; uploadTimeoutMs?: number } = {},
) {
  const site = await startGateway(distDir, await listenLocally(api), undefined, upstreamTimeoutMs, uploadTimeoutMs);
  try {
    await run(site.url);
  } finally {
    await site.gateway.close();
    await api.close();
  }
}

let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'gateway-test-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(distDir, 'remotes.json'), JSON.stringify(REMOTES));
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('the gateway in front of the real API', { timeout: 30_000 }, () => {
  let api: ChildProcess;
  let dataDir: string;
  let site: { gateway: FastifyInstance; url: string };
  let apiUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-api-'));
    const port = await freePort();
    const spec = apiServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, REDIS_URL: '' });
    // Reference data, the site's settings and the demo login, without members.
    await promisify(execFile)(spec.command, ['src/seed/cli.ts', '--members', '0', '--pictures', '1'], {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
    });
    api = spawn(spec.command, spec.args, { cwd: spec.cwd, env: { ...process.env, ...spec.env }, stdio: 'ignore' });
    await waitForUrl(`http://127.0.0.1:${port}/api/health`, 60_000);
    apiUrl = `http://127.0.0.1:${port}`;
    site = await startGateway(distDir, apiUrl);
  }, 90_000);
  afterAll(async () => {
    await site?.gateway.close();
    if (api && api.exitCode === null) {
      const gone = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await gone;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a 2 MB JSON body with 413 and the JSON error shape, every time', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await send(`${site.url}/api/user.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
        body,
      });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('passes requests with Expect: 100-continue (curl does that for big bodies)', async () => {
    const response = await send(`${site.url}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client', expect: '100-continue' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'fout1234' }),
    });
    expect(response.status, response.body).toBe(401);
    expect(JSON.parse(response.body).error).toBe('login_failed');
  });

  it('behind a trusted TLS proxy, the session cookie of a login is Secure; sent straight to the gateway it is not', async () => {
    const trusting = await startGateway(distDir, apiUrl, 1);
    try {
      const login = (url: string, headers: Record<string, string>) =>
        send(`${url}/api/user.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-type': 'client', ...headers },
          body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
        });
      const cookieOf = (response: RawResponse) => String(response.headers['set-cookie']?.find((cookie) => cookie.startsWith('sid=')));
      const viaTls = await login(trusting.url, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' });
      expect(viaTls.status).toBe(200);
      expect(cookieOf(viaTls)).toMatch(/; Secure/);
      const spoofed = await login(site.url, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.10' });
      expect(spoofed.status).toBe(200);
      expect(cookieOf(spoofed)).not.toMatch(/; Secure/);
    } finally {
      await trusting.gateway.close();
    }
  });

  it('puts security headers on pages: a CSP naming exactly the registered remote origins for scripts', async () => {
    const page = await send(`${site.url}/members`, {});
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3006 https://cdn.example");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http (localhost): no HSTS.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('follows the registry when it is repointed live', async () => {
    await writeFile(
      path.join(distDir, 'remotes.json'),
      JSON.stringify({ remotes: { 'mfe-search': 'http://127.0.0.1:4001/mf-manifest.json' } }),
    );
    try {
      const page = await send(`${site.url}/`, {});
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self' http://127.0.0.1:4001;");
    } finally {
      await writeFile(path.join(distDir, 'remotes.json'), JSON.stringify(REMOTES));
    }
  });

  it('API and media answers through the gateway carry nosniff and frame-ancestors too', async () => {
    for (const url of ['/api/health', '/media/none.jpg']) {
      const response = await send(`${site.url}${url}`, {});
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
  it('forwards the realtime socket with the session cookie and Origin; a page of another origin gets no socket', async () => {
    const login = await send(`${site.url}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
    });
    const cookie = String(login.headers['set-cookie']?.find((value) => value.startsWith('sid='))).split(';')[0]!;
    const socketUrl = `${site.url.replace('http', 'ws')}/api/realtime`;
    /**
     * Opens a socket and waits until it closes or the member's counts arrive (the API sends them and `synced` on
     * connect, in either order).
     */
    const firstMessage = (origin: string) =>
      new Promise<{ message?: string; closed: boolean }>((resolve, reject) => {
        const ws = new WebSocket(socketUrl, { headers: { cookie }, origin });
        ws.on('message', (data) => {
          if ((JSON.parse(String(data)) as { type?: string }).type !== 'counts') return;
          resolve({ message: String(data), closed: false });
          ws.close();
        });
        ws.on('close', () => resolve({ closed: true }));
        ws.on('error', reject);
      });
    const own = await firstMessage(site.url);
    expect(JSON.parse(own.message ?? '{}')).toMatchObject({ type: 'counts', credits: expect.any(Number) });
    // The gateway accepts the browser's handshake before the API answers; the API's 403 then closes it unused.
    expect(await firstMessage('https://evil.example')).toEqual({ closed: true });
  });

  // Last: it uses up the login limit of the test's peer address.
  it('appends the real peer to X-Forwarded-For: a client sending new values each time still meets the login limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await send(`${site.url}/api/user.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-type': 'client', 'x-forwarded-for': `203.0.113.${attempt}` },
        body: JSON.stringify({ email: `nobody${attempt}@example.com`, password: 'fout1234' }),
      });
      statuses.push(response.status);
    }
    // The other tests of this block logged in from this peer too: the limit (30 a minute) comes a few earlier.
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(25);
    expect(statuses.at(-1)).toBe(429);
  }, 30_000);
});

describe('the headers the gateway forwards', () => {
  let upstream: FastifyInstance;
  let upstreamUrl: string;
  beforeAll(async () => {
    // Stands in for the API: answers with the headers it received.
    upstream = Fastify();
    upstream.all('/api/echo', async (request) => request.headers);
    upstreamUrl = await listenLocally(upstream);
  });
  afterAll(() => upstream.close());

  it('as the front door: appends the peer, and sets proto and host itself (the client says https, it was http)', async () => {
    const site = await startGateway(distDir, upstreamUrl);
    try {
      const response = await send(`${site.url}/api/echo`, {
        headers: { host: 'datingsite.nl', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      });
      const seen = JSON.parse(response.body) as Record<string, string>;
      expect(seen['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1');
      expect(seen['x-forwarded-proto']).toBe('http');
      expect(seen['x-forwarded-host']).toBe('datingsite.nl');
    } finally {
      await site.gateway.close();
    }
  });

  it('behind a trusted TLS proxy: keeps its X-Forwarded-Proto https (Secure session cookie) and sends HSTS', async () => {
    const site = await startGateway(distDir, upstreamUrl, 1);
    try {
      const headers = { host: 'datingsite.nl', 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' };
      const seen = JSON.parse((await send(`${site.url}/api/echo`, { headers })).body) as Record<string, string>;
      expect(seen['x-forwarded-proto']).toBe('https');
      expect(seen['x-forwarded-for']).toBe('198.51.100.7, 127.0.0.1');
      const page = await send(`${site.url}/`, { headers });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await site.gateway.close();
    }
  });

  it('answers an unreachable API with 502 and the JSON error shape', async () => {
    const site = await startGateway(distDir, `http://127.0.0.1:${await freePort()}`);
    try {
      const response = await send(`${site.url}/api/health`, {});
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body)).toEqual({ error: 'upstream_unavailable', message: expect.any(String) });
    } finally {
      await site.gateway.close();
    }
  });

  it('answers 502 with the JSON error shape when the API process dies while a request is under way', async () => {
    // Takes the request, then its connection drops without an answer, as when the API process is killed.
    const dying = Fastify();
    dying.get('/api/chats.php', (request) => {
      request.raw.socket.destroy();
      return new Promise(() => {});
    });
    await withGatewayBefore(dying, async (siteUrl) => {
      const response = await send(`${siteUrl}/api/chats.php`, {});
      expect(response.status).toBe(502);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(response.body)).toEqual({ error: 'upstream_unavailable', message: expect.any(String) });
    });
  });

  it("passes the API's own 5xx answers on unchanged, with their JSON error shape", async () => {
    const failing = Fastify();
    failing.get('/api/settings.php', (_request, reply) => reply.code(503).send({ error: 'maintenance', message: 'Onderhoud' }));
    failing.get('/api/user.php', (_request, reply) =>
      reply.code(500).send({ error: 'internal_error', message: 'Er is een fout opgetreden' }),
    );
    await withGatewayBefore(failing, async (siteUrl) => {
      const settings = await send(`${siteUrl}/api/settings.php`, {});
      expect(settings.status).toBe(503);
      expect(JSON.parse(settings.body)).toEqual({ error: 'maintenance', message: 'Onderhoud' });
      const user = await send(`${siteUrl}/api/user.php`, {});
      expect(user.status).toBe(500);
      expect(JSON.parse(user.body)).toEqual({ error: 'internal_error', message: 'Er is een fout opgetreden' });
    });
  });

  it('answers an API that does not answer within the upstream timeout with 504 and the JSON error shape', async () => {
    // Accepts the request and never answers, like a hung API process.
    const hung = Fastify();
    hung.get('/api/health', () => new Promise(() => {}));
    await withGatewayBefore(
      hung,
      async (siteUrl) => {
        // Without the bound this request would hang past the test's own timeout.
        const response = await send(`${siteUrl}/api/health`, {});
        expect(response.status).toBe(504);
        expect(JSON.parse(response.body)).toEqual({ error: 'upstream_timeout', message: expect.any(String) });
      },
      { upstreamTimeoutMs: 300 },
    );
  });

  it('gives an upload its longer bound while a call to the same hung API already had its 504', async () => {
    let releaseUpload: () => void = () => undefined;
    const uploadReleased = new Promise<void>((resolve) => {
      releaseUpload = resolve;
    });
    const hung = Fastify();
    hung.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, null));
    });
    hung.get('/api/members.php', () => new Promise(() => {}));
    hung.post('/api/photos.php', async () => {
      await uploadReleased;
      return { uploaded: true };
    });
    await withGatewayBefore(
      hung,
      async (siteUrl) => {
        const upload = send(`${siteUrl}/api/photos.php`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-request-type': 'client', origin: siteUrl },
          body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        });
        const call = await send(`${siteUrl}/api/members.php`, {});
        expect(call.status).toBe(504);
        // The upload has waited longer than a call's bound by now, and is still answered.
        releaseUpload();
        const uploaded = await upload;
        expect(uploaded.status).toBe(200);
        expect(JSON.parse(uploaded.body)).toEqual({ uploaded: true });
      },
      { upstreamTimeoutMs: 300, uploadTimeoutMs: 30_000 },
    );
  });
});

describe('the page policy when the live registry fails', () => {
  it('keeps the last good and the built-in registry origins, so the page can compose from its fallback', async () => {
    const liveDir = await mkdtemp(path.join(tmpdir(), 'gateway-live-registry-'));
    const liveFile = path.join(liveDir, 'remotes.json');
    await writeFile(liveFile, JSON.stringify({ remotes: { 'mfe-search': 'http://127.0.0.1:4001/mf-manifest.json' } }));
    const gateway = await buildGateway({ distDir, remotesFile: liveFile, apiUrl: `http://127.0.0.1:${await freePort()}` });
    const gatewayUrl = await listenLocally(gateway);
    const scriptSrc = async () => {
      const page = await send(`${gatewayUrl}/members`, {});
      return String(page.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('script-src '));
    };
    const fallback = "script-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3006 http://127.0.0.1:4001 https://cdn.example";
    try {
      expect(await scriptSrc()).toBe("script-src 'self' http://127.0.0.1:4001");
      await writeFile(liveFile, '{"remotes": ');
      expect(await scriptSrc()).toBe(fallback);
      await writeFile(liveFile, JSON.stringify({ apps: [] }));
      expect(await scriptSrc()).toBe(fallback);
      await rm(liveFile);
      expect(await scriptSrc()).toBe(fallback);
      expect((await send(`${gatewayUrl}/remotes.json`, {})).status).toBe(500);
    } finally {
      await gateway.close();
      await rm(liveDir, { recursive: true, force: true });
    }
  });
});
