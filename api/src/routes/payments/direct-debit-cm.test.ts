import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../dev/outbox-routes.ts';
import { startFakeCm } from '../../services/sms/fake-cm-api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { resolveTestMember } from '../likes/test-members.ts';
import { addBuyer, paymentsClient } from './test-payments.ts';

const TOKEN = '00000000-0000-4000-8000-000000000002';

describe('direct debit with CM.com as the SMS provider (CM_PRODUCT_TOKEN, a local fake of its gateway)', () => {
  let cm: Awaited<ReturnType<typeof startFakeCm>>;
  const saved = { ...process.env };
  // Before the app is built: the routes pick the SMS provider from the environment.
  beforeAll(async () => {
    cm = await startFakeCm(TOKEN);
    Object.assign(process.env, { CM_PRODUCT_TOKEN: TOKEN, CM_API_URL: cm.url, CM_SMS_SENDER: 'Datingsite' });
  });
  afterAll(async () => {
    for (const name of ['CM_PRODUCT_TOKEN', 'CM_API_URL', 'CM_SMS_SENDER']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await cm.close();
  });
  const { app, db, dataDir } = useTestApp({ resolveMember: resolveTestMember, rateLimitMax: { 'directdebit-sms': 1000 } });
  const pay = paymentsClient(app);
  const start = (memberId: number, mobile: string) => pay.startDirectDebit(memberId, mobile, 'NL91ABNA0417164300');

  it('texts the code through CM.com (nothing in the outbox) and the code from that SMS confirms the mandate', async () => {
    const me = await addBuyer(db(), 'Wim');
    const started = await start(me, '06 3131 0001');
    expect(started.statusCode, started.body).toBe(201);
    const sent = cm.received.at(-1)!.body.messages.msg[0]!;
    expect(sent.to).toEqual([{ number: '0031631310001' }]);
    expect(sent.from).toBe('Datingsite');
    const code = /\b(\d{6})\b/.exec(sent.body.content)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect((await readOutbox(dataDir())).filter((entry) => entry.from === 'SMS')).toHaveLength(0);
    const confirmed = await pay.call(me, 'POST', '/api/directdebit-code.php', { mandate_id: started.json().mandate_id, code });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });

  it('answers 503 sms_unavailable while the gateway is down, and phone_invalid for a number it rejects', async () => {
    const me = await addBuyer(db(), 'Xander');
    cm.failWith(502);
    try {
      const down = await start(me, '06 3131 0002');
      expect(down.statusCode).toBe(503);
      expect(down.json().error).toBe('sms_unavailable');
    } finally {
      cm.failWith(null);
    }
    const rejected = await start(me, '06 3131 0000');
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json()).toMatchObject({ error: 'phone_invalid', details: [{ path: 'mobile_phone', code: 'phone_invalid' }] });
  });
});
