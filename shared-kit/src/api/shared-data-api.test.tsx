import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store/create-app-store';
import { authenticationLost } from '../session/session-slice';
import { useCreditBalance, useSession } from '../session/use-session';
import { chatEntry, chatsSummary, member, mockApi, noLikes, profileSummary } from '../test';
import { sharedDataApi } from './shared-data-api';
import { useLikesSummary, useUnreadMessages } from './use-summaries';

function withStore() {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

const liker = { id: 3, like_new: true, match: false, liked_at: '2026-01-01T10:00:00.000Z', profile: profileSummary(3, 'Bo') };

describe('the shared likes summary (likes.php)', () => {
  it('is fetched once however many apps read it', async () => {
    const api = mockApi({ 'GET likes.php': { body: noLikes({ new_likes: 2 }) } });
    const { store } = withStore();
    const shellBadge = store.dispatch(sharedDataApi.endpoints.kitGetLikes.initiate());
    const likesPage = store.dispatch(sharedDataApi.endpoints.kitGetLikes.initiate());
    expect((await likesPage).data?.new_likes).toBe(2);
    await shellBadge;
    expect(api.callsTo('GET', 'likes.php')).toHaveLength(1);
  });

  it('is not asked for a visitor (a 403 there would be noise)', async () => {
    const api = mockApi({ 'GET user.php': { body: { user: null } } });
    const { wrapper } = withStore();
    const { result } = renderHook(() => ({ session: useSession(), likes: useLikesSummary() }), { wrapper });
    await waitFor(() => expect(result.current.session.isLoading).toBe(false));
    expect(result.current.likes.isUninitialized).toBe(true);
    expect(api.callsTo('GET', 'likes.php')).toHaveLength(0);
  });
});

describe('the shared chats summary (chats.php)', () => {
  it('counts unread messages over all conversations for a member', async () => {
    mockApi({
      'GET user.php': { body: { user: member() } },
      'GET chats.php': {
        body: chatsSummary([
          chatEntry(1, profileSummary(3, 'Bo'), { num_unread_messages: 2 }),
          chatEntry(2, profileSummary(4, 'Cas'), { num_unread_messages: 3 }),
        ]),
      },
    });
    const { wrapper } = withStore();
    const { result } = renderHook(() => useUnreadMessages(), { wrapper });
    await waitFor(() => expect(result.current).toBe(5));
  });

  it('answers an empty summary while the API has no chats.php (404)', async () => {
    const api = mockApi({ 'GET user.php': { body: { user: member() } } });
    const { store } = withStore();
    const answer = await store.dispatch(sharedDataApi.endpoints.kitGetChats.initiate());
    expect(answer.data).toEqual({ chats: [], total_unread_messages: 0 });
    expect(answer.isError).toBe(false);
    expect(api.callsTo('GET', 'chats.php')).toHaveLength(1);
  });

  it('still fails on a real error, so the badge does not claim 0 for a broken API', async () => {
    mockApi({ 'GET chats.php': { status: 400, body: { error: 'validation_failed', message: 'Ongeldig' } } });
    const { store } = withStore();
    const answer = await store.dispatch(sharedDataApi.endpoints.kitGetChats.initiate());
    expect(answer.error).toMatchObject({ status: 400 });
  });
});

describe('the one like.php mutation', () => {
  it('posts the like with its source and refreshes the likes and chats summaries of every app', async () => {
    let liked = false;
    const api = mockApi({
      'GET likes.php': () => ({ body: noLikes({ liked_by: liked ? [liker] : [], new_likes: liked ? 1 : 0 }) }),
      'GET chats.php': { body: chatsSummary([]) },
      'POST like.php': () => {
        liked = true;
        return { body: { liked: true, match: true } };
      },
    });
    const { store } = withStore();
    store.dispatch(sharedDataApi.endpoints.kitGetLikes.initiate());
    store.dispatch(sharedDataApi.endpoints.kitGetChats.initiate());
    await waitFor(() => expect(api.calls).toHaveLength(2));
    const result = await store.dispatch(sharedDataApi.endpoints.kitLike.initiate({ profileId: 3, source: 'match_finder' }));
    expect(result.data).toEqual({ liked: true, match: true });
    const [post] = api.callsTo('POST', 'like.php');
    expect(post?.url.searchParams.get('source')).toBe('match_finder');
    expect(post?.body).toEqual({ profile_id: 3 });
    await waitFor(() => expect(api.callsTo('GET', 'likes.php')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', 'chats.php')).toHaveLength(2));
    expect(sharedDataApi.endpoints.kitGetLikes.select()(store.getState()).data?.new_likes).toBe(1);
  });

  it('takes a like back with DELETE and the profile id', async () => {
    const api = mockApi({ 'DELETE like.php': { body: { liked: false, match: false } } });
    const { store } = withStore();
    await store.dispatch(sharedDataApi.endpoints.kitUnlike.initiate(3));
    expect(api.callsTo('DELETE', 'like.php')[0]?.body).toEqual({ profile_id: 3 });
  });
});

describe('useSession and useCreditBalance', () => {
  it('give the member and the credit balance from user.php', async () => {
    mockApi({ 'GET user.php': { body: { user: member({ credits: 40 }) } } });
    const { wrapper } = withStore();
    const { result } = renderHook(() => ({ session: useSession(), credits: useCreditBalance() }), { wrapper });
    expect(result.current.session.isLoading).toBe(true);
    await waitFor(() => expect(result.current.session.user?.profile.name).toBe('Anna'));
    expect(result.current.credits).toBe(40);
  });

  it('count the member as logged out as soon as the API said authentication_required', async () => {
    mockApi({ 'GET user.php': { body: { user: member() } } });
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => ({ session: useSession(), credits: useCreditBalance() }), { wrapper });
    await waitFor(() => expect(result.current.session.user).not.toBeNull());
    act(() => {
      store.dispatch(authenticationLost());
    });
    expect(result.current.session.user).toBeNull();
    expect(result.current.credits).toBeUndefined();
  });
});
