import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeWebSocket, mockApi } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { withOpenRealtimeSocket } from '../../../test/conversation';
import { chatPage, linda, memberHandlers, message } from '../../../test/chat-fixtures';
import { typingIdleMs } from '../hooks/use-typing-sender';

withOpenRealtimeSocket();
afterEach(() => {
  vi.useRealTimers();
});

const socket = () => FakeWebSocket.latest();

async function openConversation() {
  const api = mockApi(memberHandlers({ 'GET chat.php': { body: chatPage([message({ id: 1, text: 'Hoi' })]) } }));
  await renderRoutes(routes, '/chats/5');
  await screen.findByRole('list', { name: 'Berichten met Linda' });
  return api;
}

describe('a conversation on the realtime socket', () => {
  it('shows an incoming message at once, announces it politely and reads the conversation again', async () => {
    const api = await openConversation();
    act(() => socket().receive({ type: 'message', message: message({ id: 2, text: 'Ben je er nog?' }) }));
    const thread = screen.getByRole('list', { name: 'Berichten met Linda' });
    expect(await within(thread).findByText('Ben je er nog?')).toBeInTheDocument();
    expect(screen.getByText('Nieuw bericht van Linda: Ben je er nog?').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(api.callsTo('GET', 'chat.php')).toHaveLength(2));
    // The older message is still there after the refetch merged.
    expect(within(thread).getByText('Hoi')).toBeInTheDocument();
  });

  it('shows typing under the name and as dots until the other member stops', async () => {
    await openConversation();
    act(() => socket().receive({ type: 'typing', conversation: 5, member: linda.id, typing: true }));
    expect(screen.getByText('typt…')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Linda typt' })).toBeInTheDocument();
    act(() => socket().receive({ type: 'typing', conversation: 5, member: linda.id, typing: false }));
    expect(screen.queryByText('typt…')).not.toBeInTheDocument();
  });

  it('sends typing frames while I type and a stop after 3 s idle', async () => {
    await openConversation();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await act(async () => user.type(screen.getByRole('textbox', { name: 'Bericht aan Linda' }), 'Hallo'));
    expect(socket().sent).toEqual([{ type: 'typing', conversation: 5, typing: true }]);
    act(() => vi.advanceTimersByTime(typingIdleMs));
    expect(socket().sent).toEqual([
      { type: 'typing', conversation: 5, typing: true },
      { type: 'typing', conversation: 5, typing: false },
    ]);
  });

  it('marks my messages read when the other member read them', async () => {
    mockApi(memberHandlers({ 'GET chat.php': { body: chatPage([message({ id: 1, mine: true, text: 'Hoi Linda' })]) } }));
    await renderRoutes(routes, '/chats/5');
    const bubble = (await screen.findByText('Hoi Linda')).closest('[data-testid="message"]');
    expect(bubble).toHaveTextContent('Verstuurd');
    act(() => socket().receive({ type: 'read', conversation: 5, up_to: 1, read_at: new Date().toISOString() }));
    // RTK Query batches cache notifications: the bubble follows on the next tick.
    await waitFor(() => expect(bubble).toHaveTextContent('Gelezen'));
  });

  it('shows the match modal when the member of this conversation likes me back', async () => {
    await openConversation();
    act(() => socket().receive({ type: 'match', profile: 99 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => socket().receive({ type: 'match', profile: linda.id }));
    expect(await screen.findByRole('dialog', { name: 'Het is een match!' })).toHaveTextContent('Jij en Linda vinden elkaar leuk.');
  });

  it('leaves for the list when the conversation is removed (deleted on the other side or a block)', async () => {
    mockApi(memberHandlers({ 'GET chat.php': { body: chatPage([message()]) } }));
    const { router } = await renderRoutes(routes, '/chats/5');
    await screen.findByRole('list', { name: 'Berichten met Linda' });
    await act(async () => socket().receive({ type: 'chat_removed', conversation: 5 }));
    expect(router.state.location.pathname).toBe('/chats');
  });
});

describe('the list on the realtime socket', () => {
  it('shows a new message in its row with the new unread count', async () => {
    mockApi(memberHandlers());
    await renderRoutes(routes, '/chats');
    const row = (await screen.findByRole('link', { name: /Linda/ })).closest('li');
    act(() => socket().receive({ type: 'message', message: message({ id: 9, text: 'Nieuw!' }) }));
    await waitFor(() => expect(row).toHaveTextContent('Nieuw!'));
    expect(screen.getByLabelText('3 ongelezen berichten')).toBeInTheDocument();
  });
});
