import { describe, expect, it } from 'vitest';
import { useTestDb } from '../test/test-db.ts';
import { countUnsentMails } from '../repositories/mail-outbox.ts';
import { createOutboxMailer, deliverDueMails } from './mail-outbox.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { outboxRetryDelayMs } from '../lib/outbox-drainer.ts';

/** An SMTP stand-in that is up or away at the caller's word, and counts what it took. */
function switchableSmtp() {
  const taken: MailMessage[] = [];
  const smtp = {
    up: true,
    taken,
    transport: {
      async send(message: MailMessage) {
        if (!smtp.up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        taken.push(message);
        return { id: `smtp-${taken.length}` };
      },
    } satisfies Mailer,
  };
  return smtp;
}

const mail = (n: number): MailMessage => ({ to: `member${n}@example.com`, subject: `Welkom ${n}`, text: `Hallo ${n}` });

describe('the mail outbox', () => {
  const db = useTestDb();

  it('sends a mail at once when SMTP takes it, and never again', async () => {
    const smtp = switchableSmtp();
    const mailer = createOutboxMailer(db(), { transport: smtp.transport });
    const sent = await mailer.send(mail(1));
    expect(sent.id).toMatch(/^outbox-\d+$/);
    expect(smtp.taken).toEqual([mail(1)]);
    expect(await deliverDueMails(db(), { transport: smtp.transport, now: () => new Date(Date.now() + 3_600_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.taken).toHaveLength(1);
  });

  it('keeps every mail while SMTP is away for 10 minutes, and sends each exactly once when it is back', async () => {
    const smtp = switchableSmtp();
    smtp.up = false;
    let clock = Date.parse('2030-01-01T12:00:00Z');
    const now = () => new Date(clock);
    const mailer = createOutboxMailer(db(), { transport: smtp.transport, now });
    for (const n of [10, 11, 12]) await mailer.send(mail(n));
    expect(smtp.taken).toHaveLength(0);
    expect(await countUnsentMails(db())).toBe(3);

    // A drainer round every 5 s of the outage: only the rounds past each mail's backoff try it.
    const outageEnds = clock + 10 * 60_000;
    let failedTries = 0;
    for (; clock < outageEnds; clock += 5_000) failedTries += (await deliverDueMails(db(), { transport: smtp.transport, now })).failed;
    expect(smtp.taken).toHaveLength(0);
    // Backoff, not a try per round: 2 s doubling, so about 8 tries per mail in 10 minutes, not 120.
    expect(failedTries).toBeGreaterThan(3 * 4);
    expect(failedTries).toBeLessThan(3 * 12);

    smtp.up = true;
    // Within the longest wait (5 minutes) of SMTP's return, every mail is out, each once.
    for (const end = clock + outboxRetryDelayMs(99); clock <= end; clock += 5_000)
      await deliverDueMails(db(), { transport: smtp.transport, now });
    expect(smtp.taken.map((message) => message.to).sort()).toEqual([
      'member10@example.com',
      'member11@example.com',
      'member12@example.com',
    ]);
    expect(await countUnsentMails(db())).toBe(0);
  });

  it('lets two drainers at once send each mail once (a claimed mail is skipped, not waited for)', async () => {
    const smtp = switchableSmtp();
    smtp.up = false;
    const later = new Date(Date.now() + 10 * 60_000);
    const mailer = createOutboxMailer(db(), { transport: smtp.transport });
    for (const n of [20, 21, 22, 23, 24, 25]) await mailer.send(mail(n));
    smtp.up = true;
    const rounds = await Promise.all([1, 2, 3].map(() => deliverDueMails(db(), { transport: smtp.transport, now: () => later, limit: 2 })));
    // Whatever each round took, together they took each mail at most once; a last round takes the rest.
    await deliverDueMails(db(), { transport: smtp.transport, now: () => later });
    const taken = smtp.taken.map((message) => message.to);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.filter((to) => /member2[0-5]@/.test(to)).sort()).toEqual([20, 21, 22, 23, 24, 25].map((n) => `member${n}@example.com`));
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBeLessThanOrEqual(6);
  });

  it('answers the request without waiting for a hung SMTP, and the mail still goes out once', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: () => void = () => undefined;
    const firstTryAtSmtp = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const taken: MailMessage[] = [];
    const hung: Mailer = {
      async send(message) {
        reached();
        await released;
        taken.push(message);
        return { id: 'late' };
      },
    };
    const mailer = createOutboxMailer(db(), { transport: hung, firstTryWaitMs: 0 });
    await mailer.send(mail(30));
    expect(taken).toHaveLength(0);
    // Once the first try has claimed the mail and hangs at SMTP (the answer above does not wait for the claim),
    // it holds the claim: a drainer round meanwhile does not send it a second time.
    await firstTryAtSmtp;
    const smtp = switchableSmtp();
    await deliverDueMails(db(), { transport: smtp.transport });
    expect(smtp.taken).toHaveLength(0);
    release();
    await expect.poll(() => taken.length).toBe(1);
  });
});
