import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmSmsProvider, cmNumber } from './cm-sms-provider.ts';
import { startFakeCm } from './fake-cm-api.ts';
import { createSmsProvider } from './sms-provider-factory.ts';
import { SmsProviderUnavailable, SmsRejected } from './sms-provider.ts';

const TOKEN = '00000000-0000-4000-8000-000000000001';

describe('CM.com SMS adapter (against a local fake of its gateway)', () => {
  let cm: Awaited<ReturnType<typeof startFakeCm>>;
  beforeAll(async () => {
    cm = await startFakeCm(TOKEN);
  });
  afterAll(async () => cm.close());

  it('posts one SMS-only message with the product token and the number in 00 form', async () => {
    const sms = cmSmsProvider({ productToken: TOKEN, sender: 'Datingsite', url: cm.url });
    await sms.send('+31612345678', 'Je code voor Datingsite: 004512. Hij is 10 minuten geldig.');
    const request = cm.received.at(-1)!;
    expect(request.headers['x-cm-producttoken']).toBe(TOKEN);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body.messages.msg).toEqual([
      expect.objectContaining({
        from: 'Datingsite',
        to: [{ number: '0031612345678' }],
        body: { type: 'auto', content: 'Je code voor Datingsite: 004512. Hij is 10 minuten geldig.' },
        allowedChannels: ['SMS'],
      }),
    ]);
    expect(cmNumber('+4915112345678')).toBe('004915112345678');
  });

  it('reports a message the gateway rejects as SmsRejected', async () => {
    const sms = cmSmsProvider({ productToken: TOKEN, sender: 'Datingsite', url: cm.url });
    await expect(sms.send('+31612340000', 'x')).rejects.toBeInstanceOf(SmsRejected);
  });

  it('names CM_PRODUCT_TOKEN when the token is refused', async () => {
    const sms = cmSmsProvider({ productToken: 'wrong', sender: 'Datingsite', url: cm.url });
    await expect(sms.send('+31612345678', 'x')).rejects.toThrow(/CM_PRODUCT_TOKEN/);
  });

  it('is unavailable on a 5xx and when nothing listens', async () => {
    const sms = cmSmsProvider({ productToken: TOKEN, sender: 'Datingsite', url: cm.url });
    cm.failWith(503);
    try {
      await expect(sms.send('+31612345678', 'x')).rejects.toBeInstanceOf(SmsProviderUnavailable);
    } finally {
      cm.failWith(null);
    }
    const nobody = cmSmsProvider({ productToken: TOKEN, sender: 'Datingsite', url: 'http://127.0.0.1:9/v1.0/message' });
    await expect(nobody.send('+31612345678', 'x')).rejects.toBeInstanceOf(SmsProviderUnavailable);
  });
});

describe('createSmsProvider', () => {
  it('keeps the sandbox outbox by default and takes CM.com when CM_PRODUCT_TOKEN is set', () => {
    expect(createSmsProvider({}, '/tmp/outbox').name).toBe('outbox');
    expect(createSmsProvider({ CM_PRODUCT_TOKEN: TOKEN }, '/tmp/outbox').name).toBe('cm');
  });

  it('refuses a sender no phone would show', () => {
    expect(() => createSmsProvider({ CM_PRODUCT_TOKEN: TOKEN, CM_SMS_SENDER: 'Datingsite Nederland' }, '/tmp/outbox')).toThrow(
      /CM_SMS_SENDER/,
    );
  });
});
