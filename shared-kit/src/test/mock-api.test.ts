import { emptyChatsSummary, unreadMessagesOf } from '../api/chats-summary';
import { member, siteSettings } from './fixtures';
import { mockApi, reply } from './mock-api';

const get = (path: string, init?: RequestInit) => fetch(`http://site.test/api/${path}`, init);

describe('mockApi', () => {
  it('answers by METHOD file.php and records each call with its parsed body', async () => {
    const api = mockApi({ 'POST like.php': { body: { liked: true, match: false } } });
    const response = await get('like.php?source=profile', { method: 'POST', body: JSON.stringify({ profile_id: 4 }) });
    expect(await response.json()).toEqual({ liked: true, match: false });
    expect(api.callsTo('POST', 'like.php')).toMatchObject([{ path: 'like.php', body: { profile_id: 4 } }]);
    expect(api.calls[0]?.url.searchParams.get('source')).toBe('profile');
  });

  it('answers unknown calls 404 not_found, like the real API', async () => {
    mockApi({});
    const response = await get('nothing.php');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Niet gevonden' });
  });

  it('takes a bare file name for every method and lets a function answer later', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'user.php': async (call) => {
        await held;
        return { status: call.method === 'GET' ? 200 : 201, body: { user: member() } };
      },
    });
    const pending = get('user.php', { method: 'PUT', body: '{}' });
    release();
    expect((await pending).status).toBe(201);
  });

  it('lets the answer option take calls first and fall through with undefined', async () => {
    mockApi(
      { 'GET settings.php': { body: siteSettings() } },
      { answer: (call) => (call.path === 'members.php' ? { status: 400, body: { error: 'validation_failed', message: 'x' } } : undefined) },
    );
    expect((await get('members.php')).status).toBe(400);
    expect(((await (await get('settings.php')).json()) as { countries: string[] }).countries).toEqual(['NL', 'BE']);
  });

  it('types known calls by the API contracts', () => {
    // A like.php answer without `match` is not what the API sends, so it does not compile.
    // @ts-expect-error -- missing `match` (LikeResult)
    reply('POST like.php', { liked: true });
    // A settings.php answer with fields missing would let a test pass against a shape the API never sends.
    // @ts-expect-error -- a partial settings.php answer: use siteSettings({...}) instead
    mockApi({ 'GET settings.php': { body: { name: 'x' } } });
    expect(reply('POST like.php', { liked: true, match: true }).status).toBe(200);
  });
});

describe('unreadMessagesOf', () => {
  it('sums unread messages and ignores negative counts', () => {
    expect(
      unreadMessagesOf({
        chats: [
          { conversation: 1, num_unread_messages: 4 },
          { conversation: 2, num_unread_messages: -1 },
        ],
      }),
    ).toBe(4);
    expect(unreadMessagesOf(emptyChatsSummary)).toBe(0);
    expect(unreadMessagesOf(undefined)).toBe(0);
  });

  it('prefers the API total, which a realtime counts event updates before the rows are refetched', () => {
    expect(unreadMessagesOf({ chats: [{ num_unread_messages: 4 }], total_unread_messages: 6 })).toBe(6);
  });
});
