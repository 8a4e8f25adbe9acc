import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, extractLinks } from './mailer.ts';
import { renderActionMail } from './render.ts';
import { LOCALES } from '../contracts/common.ts';
import { ACTIVATION_MAIL } from './templates/activation.ts';
import { MAIL_CHANGE_MAIL } from './templates/mail-change.ts';
import { MAIL_CHANGED_MAIL } from './templates/mail-changed.ts';
import { PASSWORD_RESET_MAIL } from './templates/password-reset.ts';
import { PAYMENT_REVERSED_MAIL } from './templates/payment-reversed.ts';
import { REACTIVATION_MAIL } from './templates/reactivation.ts';
import { header, plainText, startTestSmtp } from './test-smtp.ts';

describe('mailer over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers the message to a real SMTP server, with non-ASCII text intact', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'Datingsite <noreply@datingsite.nl>' });
    const link = `https://datingsite.nl/api/activate.php?token=${'a'.repeat(43)}`;
    const mail = renderActionMail(ACTIVATION_MAIL, 'de', link, { name: 'Jürgen', site: 'Datingsite' });
    await mailer.send({ to: 'juergen@example.de', ...mail });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['juergen@example.de']);
    expect(message!.from).toBe('noreply@datingsite.nl');
    expect(header(message!.raw, 'Subject')).toBe('Bestätige deine E-Mail-Adresse bei Datingsite');
    const text = plainText(message!.raw);
    expect(text).toContain('Hallo Jürgen,');
    expect(text).toContain(link);
  });
});

describe('mailer without SMTP_URL (outbox files)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes <id>.eml (the MIME message) and <id>.json (for the dev page)', async () => {
    const mailer = createMailer({ outboxDir: dir, from: 'Site <noreply@site.nl>' });
    const { id } = await mailer.send({ to: 'a@b.nl', subject: 'Hallo', text: 'Klik https://site.nl/x?token=1. Dank!' });
    expect((await readdir(dir)).sort()).toEqual([`${id}.eml`, `${id}.json`]);
    const entry = JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8'));
    expect(entry).toMatchObject({
      id,
      to: 'a@b.nl',
      from: 'Site <noreply@site.nl>',
      subject: 'Hallo',
      links: ['https://site.nl/x?token=1'],
    });
    const eml = await readFile(join(dir, `${id}.eml`), 'utf8');
    expect(header(eml, 'To')).toBe('a@b.nl');
  });
});

describe('templates', () => {
  it('escape member-typed text in the HTML version', () => {
    const mail = renderActionMail(ACTIVATION_MAIL, 'nl', 'https://x.nl/a?token=1&b=2', { name: '<script>alert(1)</script>', site: 'X' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="https://x.nl/a?token=1&amp;b=2"');
    expect(mail.text).toContain('Hallo <script>alert(1)</script>,');
  });

  it('fall back to Dutch for an unknown language', () => {
    expect(renderActionMail(ACTIVATION_MAIL, 'xx', 'https://x.nl', { name: 'A', site: 'X' }).subject).toBe('Bevestig je e-mailadres bij X');
  });

  it.each([ACTIVATION_MAIL, PASSWORD_RESET_MAIL, MAIL_CHANGE_MAIL, MAIL_CHANGED_MAIL, REACTIVATION_MAIL, PAYMENT_REVERSED_MAIL])(
    'every language has its own text, with the placeholders the mail needs (%#)',
    (template) => {
      expect(Object.keys(template).sort()).toEqual([...LOCALES]);
      for (const field of ['subject', 'intro', 'action', 'outro'] as const) {
        expect(new Set(Object.values(template).map((texts) => texts[field])).size).toBe(11);
      }
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const texts of Object.values(template)) expect(placeholders(texts.intro)).toEqual(placeholders(template.nl.intro));
    },
  );

  it('extractLinks drops trailing punctuation', () => {
    expect(extractLinks('Zie https://a.nl/b?c=d. En (https://e.nl/f), klaar')).toEqual(['https://a.nl/b?c=d', 'https://e.nl/f']);
  });
});
