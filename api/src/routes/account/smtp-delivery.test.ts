import { afterAll, describe, expect, it } from 'vitest';
import { header, plainText, startTestSmtp } from '../../mail/test-smtp.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail } from './test-support.ts';

// The server must listen before the app is built (it reads its SMTP URL then): started at import time.
const smtp = await startTestSmtp();

describe('account mails over SMTP', () => {
  const { app } = useTestApp({ smtpUrl: smtp.url });
  afterAll(() => smtp.close());

  it('the activation mail arrives at the SMTP server in Dutch, and its link activates the account', async () => {
    const email = uniqueEmail('smtp');
    const signup = await signUp(
      app(),
      { email, name: 'Fenna', date_of_birth: '1992-03-04' },
      { host: 'datingsite.nl', 'x-forwarded-proto': 'https' },
    );
    expect(signup.statusCode).toBe(201);

    const message = smtp.received.find((mail) => mail.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('noreply@datingsite.nl');
    expect(header(message!.raw, 'Subject')).toBe('Bevestig je e-mailadres bij Datingsite');
    expect(header(message!.raw, 'From')).toBe('Datingsite <noreply@datingsite.nl>');
    const text = plainText(message!.raw);
    expect(text).toContain('Hallo Fenna,');
    const link = /https:\/\/datingsite\.nl\/api\/activate\.php\?token=([\w-]+)/.exec(text);
    expect(link).not.toBeNull();

    const activated = await app().inject({ url: `/api/activate.php?token=${link![1]}`, headers: { accept: 'application/json' } });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().user.status).toBe('active');
  });
});
