import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../store/create-app-store';
import { useCreditBalance } from '../../session/use-session';
import { chatEntry, chatsSummary, FakeWebSocket, member, mockApi, noLikes, profileSummary } from '../../test';
import { useLikesSummary, useUnreadMessages } from '../use-summaries';
import { coreApi } from '../core-api';
import { RealtimeClient } from './realtime-client';
import { RealtimeConnection } from './realtime-connection';
import { useRealtimeEvents } from './use-realtime-events';

function setup() {
  const store = createAppStore();
  const client = new RealtimeClient({ url: () => 'ws://site.test/api/realtime', createSocket: (url) => new FakeWebSocket(url) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <RealtimeConnection client={client} />
      {children}
    </Provider>
  );
  return { store, client, wrapper };
}

beforeEach(() => FakeWebSocket.reset());

describe('RealtimeConnection', () => {
  it('opens no socket for a visitor', async () => {
    const api = mockApi({ 'GET user.php': { body: { user: null } } });
    const { wrapper } = setup();
    render(<div />, { wrapper });
    await waitFor(() => expect(api.callsTo('GET', 'user.php')).toHaveLength(1));
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('updates the unread badge, new likes and the credit balance from a counts event at once', async () => {
    const api = mockApi({
      'GET user.php': { body: { user: member({ credits: 25 }) } },
      'GET chats.php': { body: chatsSummary([chatEntry(1, profileSummary(3, 'Bo'), { num_unread_messages: 1 })]) },
      'GET likes.php': { body: noLikes({ new_likes: 0 }) },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ unread: useUnreadMessages(), likes: useLikesSummary().data?.new_likes, credits: useCreditBalance() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current).toEqual({ unread: 1, likes: 0, credits: 25 }));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => {
      FakeWebSocket.latest().open();
      FakeWebSocket.latest().receive({ type: 'counts', unread_messages: 4, new_likes: 2, credits: 20, version: 1 });
    });
    await waitFor(() => expect(result.current).toEqual({ unread: 4, likes: 2, credits: 20 }));
    // Straight from the event: nothing was refetched.
    expect(api.callsTo('GET', 'chats.php')).toHaveLength(1);
  });

  it("reloads the chat list after a catch-up (a second synced), not on the connect's own", async () => {
    const api = mockApi({
      'GET user.php': { body: { user: member({ credits: 25 }) } },
      'GET chats.php': { body: chatsSummary([chatEntry(1, profileSummary(3, 'Bo'), { num_unread_messages: 1 })]) },
      'GET likes.php': { body: noLikes({ new_likes: 0 }) },
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useUnreadMessages(), { wrapper });
    await waitFor(() => expect(result.current).toBe(1));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => {
      FakeWebSocket.latest().open();
      FakeWebSocket.latest().receive({ type: 'synced', last_message: 10 });
    });
    expect(api.callsTo('GET', 'chats.php')).toHaveLength(1);
    act(() => FakeWebSocket.latest().receive({ type: 'synced', last_message: 12 }));
    await waitFor(() => expect(api.callsTo('GET', 'chats.php')).toHaveLength(2));
  });

  it('closes the socket on logout', async () => {
    mockApi({ 'GET user.php': { body: { user: member() } } });
    const { store, wrapper } = setup();
    render(<div />, { wrapper });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    act(() => {
      store.dispatch(coreApi.util.upsertQueryData('getCurrentUser', undefined, { user: null }));
    });
    await waitFor(() => expect(socket.closedByClient).toBe(true));
  });
});

describe('useRealtimeEvents', () => {
  it('hands every event to the mounted component until it unmounts', async () => {
    mockApi({ 'GET user.php': { body: { user: member() } } });
    const { client, wrapper } = setup();
    const seen: string[] = [];
    const { unmount } = renderHook(() => useRealtimeEvents((event) => seen.push(event.type), client), { wrapper });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().receive({ type: 'typing', conversation: 1, member: 3, typing: true }));
    unmount();
    act(() => FakeWebSocket.latest().receive({ type: 'chat_removed', conversation: 1 }));
    expect(seen).toEqual(['typing']);
  });
});
