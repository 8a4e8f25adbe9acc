import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/db.ts';
import { readOutbox } from '../../dev/outbox-routes.ts';
import type { OutboxEntry } from '../../mail/mailer.ts';
import { hashPassword } from '../../services/account/passwords.ts';

/** What the kit sends with every call; the CSRF plugin wants it on POST/PUT/DELETE. */
export const CLIENT = { 'x-request-type': 'client' } as const;

/** A clock the test moves by hand. */
export function testClock(start = '2025-06-01T12:00:00.000Z') {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    advanceMinutes(minutes: number) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    set(iso: string) {
      now = new Date(iso);
    },
  };
}

let ipCounter = 0;
/**
 * Headers of a request from its own client IP (the gateway's X-Forwarded-For), so the per-IP signup and
 * reset limits only meet the tests that are about them.
 */
export function fromNewIp(): { 'x-forwarded-for': string } {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.250.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'member'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface AccountSeed {
  email?: string;
  password?: string;
  name?: string;
  status?: 'active' | 'not_confirmed' | 'disabled' | 'deletion_requested' | 'deleted';
  language?: string;
}

/** A member that can log in, written with SQL (not through signup). */
export async function createAccount(db: Db, seed: AccountSeed = {}): Promise<{ id: number; email: string; password: string }> {
  const email = seed.email ?? uniqueEmail();
  const password = seed.password ?? 'geheim123';
  const { rows } = await db.query<{ id: number }>(
    `insert into members (email, password_hash, name, gender, birthdate, country, status, language)
     values ($1, $2, $3, 'female', '1990-01-01', 'NL', $4, $5) returning id`,
    [email, await hashPassword(password), seed.name ?? 'Sanne', seed.status ?? 'active', seed.language ?? 'nl'],
  );
  return { id: rows[0]!.id, email, password };
}

/** POST signup.php as the kit sends it: a valid sign-up (password geheim123); `headers` go with the client's. */
export function signUp(
  app: FastifyInstance,
  account: { email: string; name: string; date_of_birth?: string },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { ...CLIENT, ...headers },
    payload: { password: 'geheim123', password_confirm: 'geheim123', date_of_birth: '1990-01-01', ...account },
  });
}

/** The sid cookie a response set, as a Cookie header value for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  if (!sid?.value) throw new Error(`no sid cookie in ${response.statusCode} ${response.body}`);
  return `sid=${sid.value}`;
}

export async function loginAs(app: FastifyInstance, email: string, password: string, ip = '10.1.0.1'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: { ...CLIENT, 'x-forwarded-for': ip },
    payload: { email, password },
  });
  return sessionCookie(response);
}

export async function currentUserId(app: FastifyInstance, cookie: string): Promise<number | null> {
  const response = await app.inject({ url: '/api/user.php', headers: { cookie } });
  return response.json().user?.id ?? null;
}

/** Mails the file transport wrote to this address, newest first. */
export async function mailsTo(dataDir: string, to: string): Promise<OutboxEntry[]> {
  return (await readOutbox(dataDir)).filter((mail) => mail.to === to);
}

/** The token of the newest mailed link to `to` whose path starts with `path`. */
export async function mailedToken(dataDir: string, to: string, path: string): Promise<string> {
  for (const mail of await mailsTo(dataDir, to)) {
    for (const link of mail.links) {
      const url = new URL(link);
      if (url.pathname === path && url.searchParams.get('token')) return url.searchParams.get('token')!;
    }
  }
  throw new Error(`no mail to ${to} with a link to ${path}`);
}
