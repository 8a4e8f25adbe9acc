import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { fileComplaint } from './complaints.ts';
import type { MailSender } from './mailer.ts';

const complaint = {
  name: 'Jan\r\nBcc: x@evil.example',
  email: 'jan@example.com',
  subject: 'payment' as const,
  message: 'Ik ben twee keer afgeschreven.',
};
const input = { complaint, memberId: 7, siteDomain: 'datingsite.nl', supportEmail: 'support@datingsite.nl', ip: '10.0.0.1' };
const fakeDb = (id: number): Db => ({ query: vi.fn(async () => ({ rows: [{ id }] })) }) as unknown as Db;
const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('fileComplaint', () => {
  it('stores the complaint, then mails support with our own subject line', async () => {
    const send = vi.fn(async () => ({ id: 'm1' }));
    const id = await fileComplaint(fakeDb(42), { send }, log, input);
    expect(id).toBe(42);
    expect(send).toHaveBeenCalledOnce();
    const mail = (send.mock.calls[0] as unknown as [Parameters<MailSender['send']>[0]])[0];
    expect(mail.to).toBe('support@datingsite.nl');
    expect(mail.subject).toBe('Klacht #42: Betaling');
    expect(mail.text).toContain('Ik ben twee keer afgeschreven.');
    expect(mail.text).toContain('Lid: 7');
  });

  it('keeps the complaint when the mail fails (logged, not thrown)', async () => {
    const send = vi.fn(async () => {
      throw new Error('smtp down');
    });
    await expect(fileComplaint(fakeDb(43), { send }, log, input)).resolves.toBe(43);
    expect(log.error).toHaveBeenCalled();
  });

  it('works without a mailer', async () => {
    await expect(fileComplaint(fakeDb(44), null, log, input)).resolves.toBe(44);
  });

  it('stores names without line breaks', async () => {
    const db = fakeDb(45);
    await fileComplaint(db, null, log, input);
    const params = (db.query as unknown as { mock: { calls: [string, unknown[]][] } }).mock.calls[0]![1];
    expect(params[2]).toBe('Jan Bcc: x@evil.example');
  });
});
