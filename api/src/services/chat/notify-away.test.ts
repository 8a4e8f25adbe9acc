import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from '../../realtime/memory-bus.ts';
import { useTestApp } from '../../test/test-app.ts';
import { resolveTestMember } from '../../routes/likes/test-members.ts';
import { chatMember, sendText } from '../../routes/chat/test-chat.ts';
import type { Db } from '../../db/db.ts';
import { notifyAway } from './notify-away.ts';

const sendPush = vi.hoisted(() => vi.fn());
vi.mock('../push/send-push.ts', () => ({ sendPush }));

const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
const message = { title: 'Anna', body: 'Hoi', url: '/chats/1', kind: 'new_messages' } as const;

describe('notifyAway', () => {
  beforeEach(() => {
    sendPush.mockReset();
    log.warn.mockReset();
  });

  it('pushes only to members without an open socket', async () => {
    const realtime = createMemoryBus();
    const stop = realtime.subscribe(1, () => {});
    const ctx = { db: {} as Db, log, realtime };
    await notifyAway(ctx, 1, message);
    expect(sendPush).not.toHaveBeenCalled();
    stop();
    await notifyAway(ctx, 1, message);
    expect(sendPush).toHaveBeenCalledWith(ctx, 1, message);
  });

  it('logs a failed push and never throws', async () => {
    sendPush.mockRejectedValueOnce(new Error('no VAPID keys'));
    await expect(notifyAway({ db: {} as Db, log, realtime: createMemoryBus() }, 2, message)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ memberId: 2, kind: 'new_messages' }), 'push to away member failed');
  });
});

describe('a send pushes to the away partner', () => {
  const { app, db } = useTestApp({ resolveMember: resolveTestMember });

  it('new_conversations for the first message, new_messages after; nothing while the partner has a socket open', async () => {
    sendPush.mockReset();
    sendPush.mockRejectedValue(new Error('push service down'));
    const me = await chatMember(db(), { name: 'Bram', gender: 'male', credits: 50 });
    const anna = await chatMember(db(), { name: 'Anna' });
    const first = await sendText(app(), me, anna, 'Eerste bericht');
    expect(first.statusCode).toBe(200);
    const conversation = first.json().message.conversation as number;
    await vi.waitFor(() => expect(sendPush).toHaveBeenCalledTimes(1));
    expect(sendPush.mock.calls[0]![1]).toBe(anna);
    expect(sendPush.mock.calls[0]![2]).toEqual({
      title: 'Bram',
      body: 'Eerste bericht',
      url: `/chats/${conversation}`,
      kind: 'new_conversations',
    });

    // A failing push service never fails the send.
    expect((await sendText(app(), me, { conversation }, 'Tweede')).statusCode).toBe(200);
    await vi.waitFor(() => expect(sendPush).toHaveBeenCalledTimes(2));
    expect(sendPush.mock.calls[1]![2]).toMatchObject({ kind: 'new_messages', body: 'Tweede' });

    const stop = app().realtime.subscribe(anna, () => {});
    expect((await sendText(app(), me, { conversation }, 'Derde')).statusCode).toBe(200);
    stop();
    // The third send's online check ran before its answer came back (nothing pushed); the fourth is pushed again.
    expect((await sendText(app(), me, { conversation }, 'Vierde')).statusCode).toBe(200);
    await vi.waitFor(() => expect(sendPush).toHaveBeenCalledTimes(3));
    expect(sendPush.mock.calls.map((call) => call[2].body)).toEqual(['Eerste bericht', 'Tweede', 'Vierde']);
  });
});
