import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { addMember } from '../routes/likes/test-members.ts';
import { openSocket, sessionCookieFor, useLocalUrl } from './test-sockets.ts';

// A heartbeat far beyond the test: a socket that closes did so on the event, not on the session re-check.
const { app, db } = useTestApp({ realtime: { heartbeatMs: 600_000 } });
const baseUrl = useLocalUrl(app);

describe('session_ended on the bus', () => {
  it('closes every socket of that member at once (1008) and forwards nothing; other members stay connected', async () => {
    const suspended = await addMember(db(), { name: 'Suspended' });
    const other = await addMember(db(), { name: 'Other' });
    const cookie = await sessionCookieFor(db(), suspended);
    const [phone, laptop] = [await openSocket(baseUrl(), { cookie }), await openSocket(baseUrl(), { cookie })];
    const bystander = await openSocket(baseUrl(), { cookie: await sessionCookieFor(db(), other) });
    await Promise.all([phone.next('counts'), laptop.next('counts'), bystander.next('counts')]);

    await app().realtime.publish([suspended], { type: 'session_ended' });
    expect((await phone.closed).code).toBe(1008);
    expect((await laptop.closed).code).toBe(1008);
    expect([...phone.events, ...laptop.events].map((event) => event.type)).not.toContain('session_ended');
    await expect.poll(() => app().realtime.isOnline(suspended)).toBe(false);
    expect(await app().realtime.isOnline(other)).toBe(true);
    await bystander.close();
  });
});
