import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

describe('/dev/outbox (development)', () => {
  const { app } = useTestApp();
  const send = (to: string, subject: string, text: string) => app().mailer.send({ to, subject, text });

  it('lists the mails newest first with their links (JSON)', async () => {
    await send('first@example.com', 'Eerste', 'Link: https://datingsite.nl/a?token=1');
    await send('second@example.com', 'Tweede', 'Geen link');
    const response = await app().inject({ url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual(['Tweede', 'Eerste']);
    expect(mails[1]).toMatchObject({ to: 'first@example.com', text: 'Link: https://datingsite.nl/a?token=1', links: ['https://datingsite.nl/a?token=1'] });
    expect(typeof mails[0].id).toBe('string');
  });

  it('renders an HTML page with everything output-encoded', async () => {
    await send('x@example.com', '<img src=x onerror=alert(1)>', 'Hoi <b>daar</b> https://datingsite.nl/b?token=2&x=<y>');
    const response = await app().inject({ url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).toContain('Hoi &lt;b&gt;daar&lt;/b&gt;');
  });
});
