import { execFileSync } from 'node:child_process';
import { createECDH, hkdfSync, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { addTestMember } from '../../routes/profile/test-support.ts';
import { sendPush, type PushMessage } from './send-push.ts';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a push subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

/** RFC 8291 / RFC 8188 aes128gcm decryption, as the browser does it: proves the payload is really encrypted for it. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // Last record: content, then the 0x02 delimiter, then zero padding.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

describe('sendPush', () => {
  const { app, db } = useTestApp();
  const received: Received[] = [];
  let server: Server;
  let origin = '';
  let certDir = '';
  // The local push service has a self-signed certificate.
  const agent = new Agent({ rejectUnauthorized: false });
  // The local push service listens on loopback, which real deliveries refuse (tested below).
  const localPushService = async () => true;
  const message: PushMessage = { title: 'Nieuw bericht', body: 'Anna stuurde je een bericht', url: '/chats/3', kind: 'new_messages' };

  beforeAll(async () => {
    certDir = mkdtempSync(join(tmpdir(), 'push-cert-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(certDir, 'key.pem'),
        '-out',
        join(certDir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    server = createServer(
      { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
      (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
          // The path says how this fake push service answers.
          const status = request.url?.startsWith('/gone')
            ? 410
            : request.url?.startsWith('/missing')
              ? 404
              : request.url?.startsWith('/broken')
                ? 500
                : 201;
          response.writeHead(status).end();
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
    rmSync(certDir, { recursive: true, force: true });
  });

  const subscribe = async (memberId: number, path: string, keys = browserKeys()) => {
    await db().query(`insert into push_subscriptions (member_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`, [
      memberId,
      `${origin}${path}`,
      keys.p256dh,
      keys.authText,
    ]);
    return keys;
  };
  const endpoints = async (memberId: number) =>
    (
      await db().query<{ endpoint: string }>('select endpoint from push_subscriptions where member_id = $1 order by endpoint', [memberId])
    ).rows.map((row) => row.endpoint.replace(origin, ''));

  it('sends an encrypted, VAPID-signed message to every subscription of the member', async () => {
    const memberId = await addTestMember(db());
    const phone = await subscribe(memberId, '/ok/phone');
    const laptop = await subscribe(memberId, '/ok/laptop');
    received.length = 0;

    const result = await sendPush(app(), memberId, message, { agent, endpointAllowed: localPushService });
    expect(result).toEqual({ sent: 2, removed: 0, queued: 0, skipped: false });
    expect(received.map((request) => request.path).sort()).toEqual(['/ok/laptop', '/ok/phone']);

    const { rows } = await db().query<{ public_key: string }>(
      `select settings ->> 'push_public_key' as public_key from site_config where is_default`,
    );
    for (const request of received) {
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.ttl).toBe('86400');
      expect(request.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${rows[0]!.public_key}$`));
      expect(request.body.toString('utf8')).not.toContain('Nieuw bericht');
      const keys = request.path === '/ok/phone' ? phone : laptop;
      expect(JSON.parse(decrypt(request.body, keys))).toEqual(message);
    }
  });

  it('skips kinds the member turned off, and unknown members', async () => {
    const memberId = await addTestMember(db());
    await subscribe(memberId, '/ok/muted');
    await db().query(`update members set notifications_disabled = '{new_messages}' where id = $1`, [memberId]);
    received.length = 0;
    expect(await sendPush(app(), memberId, message, { agent, endpointAllowed: localPushService })).toEqual({
      sent: 0,
      removed: 0,
      queued: 0,
      skipped: true,
    });
    expect(await sendPush(app(), 999_999, message, { agent, endpointAllowed: localPushService })).toMatchObject({ skipped: true });
    expect(received).toHaveLength(0);
    // Another kind still goes out.
    expect(await sendPush(app(), memberId, { ...message, kind: 'like' }, { agent, endpointAllowed: localPushService })).toMatchObject({
      sent: 1,
    });
  });

  it('deletes subscriptions the push service answers 404 or 410 for, keeps them (and the push, queued) on other errors', async () => {
    const memberId = await addTestMember(db());
    await subscribe(memberId, '/gone/a');
    await subscribe(memberId, '/missing/b');
    await subscribe(memberId, '/broken/c');
    await subscribe(memberId, '/ok/d');
    const result = await sendPush(app(), memberId, message, { agent, endpointAllowed: localPushService });
    expect(result).toEqual({ sent: 1, removed: 2, queued: 1, skipped: false });
    expect(await endpoints(memberId)).toEqual(['/broken/c', '/ok/d']);
  });

  it('does nothing for a member without subscriptions', async () => {
    const memberId = await addTestMember(db());
    expect(await sendPush(app(), memberId, message, { agent, endpointAllowed: localPushService })).toEqual({
      sent: 0,
      removed: 0,
      queued: 0,
      skipped: false,
    });
  });

  it('does not post to an endpoint that is not a public https host at send time, and keeps the subscription', async () => {
    const memberId = await addTestMember(db());
    await subscribe(memberId, '/ok/internal');
    received.length = 0;
    expect(await sendPush(app(), memberId, message, { agent })).toEqual({ sent: 0, removed: 0, queued: 0, skipped: false });
    expect(received).toHaveLength(0);
    expect(await endpoints(memberId)).toEqual(['/ok/internal']);
  });
});
