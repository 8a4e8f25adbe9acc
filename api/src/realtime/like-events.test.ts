import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../contracts/realtime.ts';
import { addMember } from '../routes/likes/test-members.ts';
import type { PushMessage } from '../services/push/send-push.ts';
import { useTestDb } from '../test/test-db.ts';
import { likeEvents } from './like-events.ts';
import { createMemoryBus } from './memory-bus.ts';

const db = useTestDb({ reference: true });
const log = { error: () => undefined, warn: () => undefined, info: () => undefined };

async function setup(language: string) {
  const liker = await addMember(db(), { name: 'Noor' });
  const liked = await addMember(db(), { name: 'Sam', gender: 'male' });
  await db().query('update members set language = $2 where id = $1', [liked, language]);
  const realtime = createMemoryBus();
  const events: { member: number; event: RealtimeEvent }[] = [];
  realtime.subscribe(liker, (event) => events.push({ member: liker, event }));
  realtime.subscribe(liked, (event) => events.push({ member: liked, event }));
  const pushes: { member: number; message: PushMessage }[] = [];
  const onNewLike = likeEvents({ db: db(), realtime, log, notify: async (member, message) => void pushes.push({ member, message }) });
  return { liker, liked, events, pushes, onNewLike };
}

describe('like events', () => {
  it('a like: counts to the liked member and a push in their language, nothing to the liker', async () => {
    const { liker, liked, events, pushes, onNewLike } = await setup('de');
    await db().query(`insert into likes (liker_id, liked_id, source) values ($1, $2, 'profile')`, [liker, liked]);
    await onNewLike({ likerId: liker, likedId: liked, match: false });
    expect(events).toEqual([
      { member: liked, event: { type: 'counts', unread_messages: 0, new_likes: 1, credits: 0, version: expect.any(Number) } },
    ]);
    expect(pushes).toEqual([{ member: liked, message: { title: 'Noor', body: 'mag dich', url: '/likes', kind: 'like' } }]);
  });

  it('a match: match events to both with the other member, counts to both, a match push (Dutch for unknown languages)', async () => {
    const { liker, liked, events, pushes, onNewLike } = await setup('xx');
    await onNewLike({ likerId: liker, likedId: liked, match: true });
    expect(events.filter((entry) => entry.event.type === 'match')).toEqual([
      { member: liker, event: { type: 'match', profile: liked } },
      { member: liked, event: { type: 'match', profile: liker } },
    ]);
    expect(
      events
        .filter((entry) => entry.event.type === 'counts')
        .map((entry) => entry.member)
        .sort(),
    ).toEqual([liker, liked].sort());
    expect(pushes).toEqual([
      {
        member: liked,
        message: { title: 'Noor', body: 'Het is een match! Jullie vinden elkaar leuk.', url: `/members/${liker}`, kind: 'like' },
      },
    ]);
  });

  it('never throws into the like when realtime fails', async () => {
    const { liker, liked } = await setup('nl');
    const broken = likeEvents({
      db: db(),
      realtime: { ...createMemoryBus(), publish: async () => Promise.reject(new Error('bus down')) },
      log,
      notify: async () => undefined,
    });
    await expect(broken({ likerId: liker, likedId: liked, match: false })).resolves.toBeUndefined();
  });
});
