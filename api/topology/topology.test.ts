import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDb } from '../src/db/postgres-db.ts';
import { DEMO_LOGIN } from '../src/seed/demo-account.ts';
import { chatMembers, ReconnectingSocket, type ChatMember } from './chat-clients.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { waitFor } from './processes.ts';

/**
 * The production topology under load (pnpm test:topology): a PostgreSQL primary and replica, Redis, s3rver, two
 * API processes behind HAProxy, all real. Ports: TOPOLOGY_PORT_BASE (default 4101) + 0..1 for the API processes;
 * the others are the cluster's defaults.
 */
const PAIRS = 20;
const SENDERS_IN_FLIGHT = 8;
/** Reads answered before API process 1 is killed, and reads in all: the kill and the end follow the load, not a clock. */
const READS_BEFORE_KILL = 1_000;
const READS = 3_000;
/** A send that failed in flight is sent again once the dead process is out of rotation; more tries are a failure. */
const SEND_TRIES = 3;
const CONNECTIONS = 200;

const headers = { 'x-request-type': 'client', 'content-type': 'application/json' };

let cluster: Cluster;
let members: ChatMember[];
let demoCookie: string;

beforeAll(async () => {
  cluster = await startCluster({
    members: 500,
    pictures: 20,
    apiEnv: { RATE_LIMITS: 'chat-send=1000000,showcase=1000000' },
    log: () => undefined,
  });
  const db = createPostgresDb(cluster.primaryUrl, { max: 2 });
  try {
    members = await chatMembers(db, PAIRS * 2);
  } finally {
    await db.close();
  }
  const login = await fetch(`${cluster.url}/api/user.php`, { method: 'POST', headers, body: JSON.stringify(DEMO_LOGIN) });
  demoCookie = login.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))!
    .split(';')[0]!;
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

interface Send {
  pair: number;
  clientId: string;
  messageId?: number;
  conversation?: number;
}

/** POST chat.php through HAProxy; a send that failed in flight is sent again with the same client_id (stored once). */
async function send(
  from: ChatMember,
  target: Record<string, number>,
  clientId: string,
): Promise<{ ok: boolean; status: string; id?: number; conversation?: number }> {
  try {
    const response = await fetch(`${cluster.url}/api/chat.php`, {
      method: 'POST',
      headers: { ...headers, cookie: from.cookie, origin: cluster.url },
      body: JSON.stringify({ ...target, kind: 'text', text: 'hallo, hoe gaat het?', client_id: clientId }),
    });
    if (!response.ok) return { ok: false, status: `${response.status} ${await response.text()}`.slice(0, 80) };
    const { message } = (await response.json()) as { message: { id: number; conversation: number } };
    return { ok: true, status: '200', id: message.id, conversation: message.conversation };
  } catch (error) {
    return { ok: false, status: (error as Error).message };
  }
}

describe('the production topology', () => {
  it('loses no request but those in flight when an API process is killed under load; its sockets reconnect; nothing is lost', async () => {
    const sockets = members.map((member) => new ReconnectingSocket(cluster.url, member));
    await Promise.all(sockets.map((socket) => socket.open()));

    // One first message per pair opens the conversations.
    const conversations: number[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const first = await send(members[pair * 2]!, { profile: members[pair * 2 + 1]!.id }, randomUUID());
      expect(first.ok).toBe(true);
      conversations.push(first.conversation!);
    }

    const sends: Send[] = [];
    let sendFailuresInFlight = 0;
    const sendFailureStatuses: Record<string, number> = {};
    let loadRunning = true;
    let markOutOfRotation: () => void = () => undefined;
    const outOfRotation = new Promise<void>((resolve) => {
      markOutOfRotation = resolve;
    });
    const senders = Array.from({ length: SENDERS_IN_FLIGHT }, async (_, worker) => {
      let next = worker;
      while (loadRunning) {
        const pair = next++ % PAIRS;
        const entry: Send = { pair, clientId: randomUUID() };
        for (let tries = 1; ; tries++) {
          const result = await send(members[pair * 2]!, { conversation: conversations[pair]! }, entry.clientId);
          if (result.ok) {
            entry.messageId = result.id;
            break;
          }
          sendFailuresInFlight += 1;
          sendFailureStatuses[result.status] = (sendFailureStatuses[result.status] ?? 0) + 1;
          if (tries === SEND_TRIES) throw new Error(`a send failed ${tries} times: ${result.status}`);
          // Sent again (same client_id) once the proxy has taken the dead process out of rotation.
          await outOfRotation;
        }
        sends.push(entry);
      }
    });

    // The callback form hands back the instance, whose 'response' events count the reads answered so far.
    let readsAnswered = 0;
    let markEnoughReads: () => void = () => undefined;
    const enoughReads = new Promise<'enough'>((resolve) => {
      markEnoughReads = () => resolve('enough');
    });
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: cluster.url,
          connections: CONNECTIONS,
          amount: READS,
          headers: { 'x-request-type': 'client', cookie: demoCookie, 'accept-encoding': 'gzip' },
          requests: [
            { path: '/api/members.php?gender=female&country=NL' },
            { path: '/api/settings.php' },
            { path: '/api/showcase.php?limit=8' },
          ],
        },
        (error, result) => (error ? reject(error as Error) : resolve(result)),
      );
      instance.on('response', () => {
        readsAnswered += 1;
        if (readsAnswered === READS_BEFORE_KILL) markEnoughReads();
      });
    });
    // A third into the reads, API process 1 dies without a goodbye.
    const first = await Promise.race([
      enoughReads,
      load.then(
        () => 'ended' as const,
        () => 'ended' as const,
      ),
    ]);
    if (first === 'ended') {
      loadRunning = false;
      await Promise.allSettled(senders);
      throw new Error(`the load ended after ${readsAnswered} reads, before ${READS_BEFORE_KILL} were answered`);
    }
    await cluster.killApi(0);
    let result: autocannon.Result;
    try {
      await waitFor('api1 out of rotation', async () => (await cluster.haproxy.states()).api1?.startsWith('DOWN') ?? false, 10_000);
      markOutOfRotation();
      // Every socket is open again, on the live process (the dead one is out of rotation).
      await waitFor('every socket open again', async () => sockets.every((socket) => socket.isOpen), 15_000);
      result = await load;
    } finally {
      loadRunning = false;
      // A waitFor above that failed must not leave a sender waiting to resend.
      markOutOfRotation();
      await Promise.all(senders);
      // The dead process comes back into rotation once healthy.
      await cluster.startApi(0);
    }
    expect((await cluster.haproxy.states()).api1).toBe('UP');

    // Nothing lost: every acknowledged send is stored exactly once (the retried ones under their client_id),
    // and reached the receiver, on the socket or, for a socket that was reconnecting, in the conversation.
    const db = createPostgresDb(cluster.primaryUrl, { max: 1 });
    let stored: number;
    try {
      const { rows } = await db.query<{ count: number }>('select count(*) as count from messages where client_id = any($1::text[])', [
        sends.map((entry) => entry.clientId),
      ]);
      stored = rows[0]!.count;
    } finally {
      await db.close();
    }
    expect(stored).toBe(sends.length);
    let deliveredLive = 0;
    let fetchedAfterReconnect = 0;
    for (let pair = 0; pair < PAIRS; pair++) {
      const receiver = sockets[pair * 2 + 1]!;
      const ids = sends.filter((entry) => entry.pair === pair).map((entry) => entry.messageId!);
      const missed = ids.filter((id) => !receiver.delivered.has(id));
      deliveredLive += ids.length - missed.length;
      if (missed.length === 0) continue;
      const page = await fetch(`${cluster.url}/api/chat.php?conversation=${conversations[pair]}`, {
        headers: { ...headers, cookie: members[pair * 2 + 1]!.cookie },
      });
      const listed = new Set(((await page.json()) as { messages: Array<{ id: number }> }).messages.map((message) => message.id));
      for (const id of missed) expect(listed.has(id)).toBe(true);
      fetchedAfterReconnect += missed.length;
    }
    const reconnects = sockets.reduce((sum, socket) => sum + socket.reconnects, 0);
    for (const socket of sockets) socket.close();

    const failed = result.errors + result.timeouts + result.non2xx;
    const csv = (await (await fetch(`${cluster.statsUrl};csv`)).text()).split('\n');
    const columns = csv[0]!.split(',');
    const backend = csv.find((line) => line.startsWith('api,BACKEND,'))!.split(',');
    const stat = (name: string) => Number(backend[columns.indexOf(name)]);
    console.log('read statuses', JSON.stringify(result.statusCodeStats), 'send failures', JSON.stringify(sendFailureStatuses));
    console.log(
      `HAProxy: ${stat('wretr')} requests retried, ${stat('wredis')} redispatched to the other process, ${stat('hrsp_5xx')} answered 5xx`,
    );
    console.log(
      `topology under load: ${result.requests.total} reads at ${CONNECTIONS} connections (${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms), ` +
        `${failed} failed (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx); ` +
        `${sends.length} chat sends, ${sendFailuresInFlight} failed in flight and sent again, ${stored} stored; ` +
        `${reconnects} socket reconnects of ${sockets.length}; ${deliveredLive} delivered live, ${fetchedAfterReconnect} read after reconnecting`,
    );
    // HAProxy retries the GETs the dead process held on the live one: none fails.
    expect(failed).toBe(0);
    // Only sends in flight at the kill failed (a POST is never retried by the proxy; the client resends it).
    expect(sendFailuresInFlight).toBeLessThanOrEqual(SENDERS_IN_FLIGHT);
    expect(reconnects).toBeGreaterThan(0);
    expect(sends.length).toBeGreaterThan(0);
  }, 120_000);

  it('serves a chat image uploaded through one API process through the other, and only to the two members', async () => {
    const [sender, receiver, stranger] = [members[0]!, members[1]!, members[2]!];
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('profile', String(receiver.id));
    form.set('kind', 'image');
    form.set('client_id', randomUUID());
    form.set('file', new Blob([jpeg], { type: 'image/jpeg' }), 'foto.jpg');
    const [first, second] = cluster.apiUrls as [string, string];
    const sent = await fetch(`${first}/api/chat.php`, {
      method: 'POST',
      headers: { 'x-request-type': 'client', cookie: sender.cookie, origin: first },
      body: form,
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const { message } = (await sent.json()) as { message: { image: { url: string } } };
    const read = await fetch(`${second}${message.image.url}`, { headers: { 'x-request-type': 'client', cookie: receiver.cookie } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await read.arrayBuffer())).metadata()).width).toBe(300);
    const refused = await fetch(`${second}${message.image.url}`, { headers: { 'x-request-type': 'client', cookie: stranger.cookie } });
    expect(refused.status).toBe(404);
    // Public photos come from the store (HAProxy's /media/ is the public bucket), whichever process wrote them.
    const showcase = (await (await fetch(`${cluster.url}/api/showcase.php?limit=1`, { headers })).json()) as {
      members: Array<{ photo: { thumb: string } }>;
    };
    const photo = await fetch(`${cluster.url}${showcase.members[0]!.photo.thumb}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('goes on reading with the replica stopped, and reads from it again once it is back', async () => {
    await cluster.postgres.stopReplica();
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      const [search, showcase] = await Promise.all([
        fetch(`${cluster.url}/api/members.php?gender=female&country=NL`, { headers: { ...headers, cookie: demoCookie } }),
        fetch(`${cluster.url}/api/showcase.php?limit=4`, { headers }),
      ]);
      statuses.push(search.status, showcase.status);
    }
    console.log(`replica stopped: ${statuses.length} reads, ${statuses.filter((status) => status !== 200).length} failed`);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await cluster.postgres.startReplica();
    const again = await fetch(`${cluster.url}/api/members.php?gender=female&country=NL`, { headers: { ...headers, cookie: demoCookie } });
    expect(again.status).toBe(200);
  }, 60_000);
});
