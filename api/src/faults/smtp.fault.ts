import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { ApiProcess, freePort, requiredEnv, waitUntil } from './support/api-process.ts';
import { measured } from './support/measured.ts';

/**
 * SMTP away under a running API (a real process, PostgreSQL, a real local SMTP server): the requests that
 * mail answer at once, the mails wait in the outbox table, and each goes out exactly once when SMTP is back.
 */
const serverUrl = requiredEnv('DATABASE_URL');
const database = `faults_smtp_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
})();
// A member may ask three reset mails a day (ACCOUNT_LIMITS): the two demo members share the test's four.
const DEMO_EMAIL = 'demo@example.com';
const DEMO2_EMAIL = 'demo2@example.com';

interface Received {
  to: string[];
}

/** A real SMTP server on a fixed port, started and stopped by the test (as SMTP going away and coming back). */
class LocalSmtp {
  readonly received: Received[] = [];
  private server: SMTPServer | undefined;
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        stream.resume();
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

let api: ApiProcess;
let smtp: LocalSmtp;
let db: pg.Client;

async function requestReset(email = DEMO_EMAIL): Promise<number> {
  const response = await fetch(`${api.url}/api/reset-password.php`, {
    method: 'POST',
    headers: { 'x-request-type': 'client', 'content-type': 'application/json', origin: api.url },
    body: JSON.stringify({ email }),
    // Never held by SMTP: the mail waits in the outbox, the request does not.
    signal: AbortSignal.timeout(9_000),
  });
  return response.status;
}

async function unsentMails(): Promise<number> {
  const { rows } = await db.query<{ count: string }>('select count(*) as count from mail_outbox where sent_at is null');
  return Number(rows[0]!.count);
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  smtp = new LocalSmtp(await freePort());
  await smtp.start();
  api = new ApiProcess(await freePort(), {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_OUTBOX_POLL_MS: '1000',
    RATE_LIMITS: 'reset-request=1000',
  });
  api.seed();
  await api.start();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await db?.end();
  await api?.stop();
  await smtp?.stop();
});

describe('SMTP away under the API', () => {
  it('mails at once while SMTP is up', async () => {
    expect(await requestReset()).toBe(200);
    await waitUntil(
      async () => smtp.received.length === 1,
      10_000,
      () => `no mail arrived:\n${api.output}`,
    );
    expect(await unsentMails()).toBe(0);
  });

  it('keeps the mails while SMTP is away, answers the requests, and sends each exactly once when it is back', async () => {
    const before = smtp.received.length;
    await smtp.stop();
    for (const email of [DEMO_EMAIL, DEMO_EMAIL, DEMO2_EMAIL]) expect(await requestReset(email)).toBe(200);
    expect(await unsentMails()).toBe(3);
    // Tried and failed at least once meanwhile: they wait for their backoff, not for a request.
    await waitUntil(
      async () => {
        const { rows } = await db.query<{ tried: string }>(
          'select count(*) as tried from mail_outbox where sent_at is null and attempts >= 2 and last_error is not null',
        );
        return Number(rows[0]!.tried) === 3;
      },
      30_000,
      () => 'the drainer did not retry',
    );
    expect(smtp.received.length).toBe(before);

    const back = Date.now();
    await smtp.start();
    await waitUntil(
      async () => (await unsentMails()) === 0,
      60_000,
      () => `mails still queued:\n${api.output}`,
    );
    measured('SMTP back: every queued mail sent', back);
    expect(smtp.received.length).toBe(before + 3);
    expect(
      smtp.received
        .slice(before)
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([DEMO_EMAIL, DEMO_EMAIL, DEMO2_EMAIL].sort());
  });
});
