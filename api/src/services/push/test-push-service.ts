import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How the fake push service treats the next posts: takes them, fails (5xx), resets the connection, or never answers. */
export type PushServiceMode = 'up' | 'failing' | 'reset' | 'hung';

/**
 * A push service on loopback with a self-signed certificate, switchable at the test's word. Whatever the mode,
 * paths starting with /gone and /missing answer 410 and 404, and /refused answers 400 (a refusal no retry fixes).
 */
export async function startTestPushService() {
  const certDir = mkdtempSync(join(tmpdir(), 'push-cert-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  const service = {
    mode: 'up' as PushServiceMode,
    /** Paths of the posts taken (answered 201), in order. */
    taken: [] as string[],
    /** Every post that reached the service, whatever the answer. */
    posts: 0,
    origin: '',
    // The local push service has a self-signed certificate.
    agent: new Agent({ rejectUnauthorized: false }),
    close: async () => undefined as unknown,
  };
  const server: Server = createServer(
    { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
    (request, response) => {
      request.resume();
      request.on('end', () => {
        service.posts += 1;
        const path = request.url ?? '';
        if (path.startsWith('/gone')) return void response.writeHead(410).end();
        if (path.startsWith('/missing')) return void response.writeHead(404).end();
        if (path.startsWith('/refused')) return void response.writeHead(400).end('bad payload');
        if (service.mode === 'failing') return void response.writeHead(503).end('try later');
        if (service.mode === 'reset') return void request.socket.destroy();
        if (service.mode === 'hung') return;
        service.taken.push(path);
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = async () => {
    service.agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(certDir, { recursive: true, force: true });
  };
  return service;
}
