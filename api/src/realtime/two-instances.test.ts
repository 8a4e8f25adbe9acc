import { describe, expect, it } from 'vitest';
import { addMember } from '../routes/likes/test-members.ts';
import { useTwoInstances } from '../test/two-instances.ts';
import { openSocket, sessionCookieFor, useLocalUrl } from './test-sockets.ts';

/** What instance A publishes reaches a socket connected to instance B. */
const { db, a, b } = useTwoInstances();
const urlB = useLocalUrl(b);

describe('two API instances and one Redis', () => {
  it('delivers to a socket on B what A publishes, and A sees that member online', async () => {
    const member = await addMember(db(), { name: 'OnB' });
    const socket = await openSocket(urlB(), { cookie: await sessionCookieFor(db(), member) });
    await socket.next('counts');
    await expect.poll(() => a().realtime.isOnline(member)).toBe(true);
    await a().realtime.publish([member], { type: 'chat_removed', conversation: 42 });
    expect(await socket.next('chat_removed')).toEqual({ type: 'chat_removed', conversation: 42 });
    await socket.close();
    await expect.poll(() => a().realtime.isOnline(member)).toBe(false);
  });

  it("a like given through A shows on the liked member's socket on B", async () => {
    const liked = await addMember(db(), { name: 'Liked' });
    const liker = await addMember(db(), { name: 'Liker' });
    const socket = await openSocket(urlB(), { cookie: await sessionCookieFor(db(), liked) });
    expect(await socket.next('counts')).toMatchObject({ new_likes: 0 });
    await expect.poll(() => a().realtime.isOnline(liked)).toBe(true);
    const response = await a().inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: await sessionCookieFor(db(), liker), 'x-request-type': 'client' },
      payload: { profile_id: liked },
    });
    expect(response.statusCode).toBe(200);
    await socket.next('counts', (event) => event.new_likes === 1);
    await socket.close();
  });
});
