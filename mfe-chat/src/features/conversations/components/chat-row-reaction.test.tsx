import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeWebSocket, mockApi, profileSummary } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { withOpenRealtimeSocket } from '../../../test/conversation';
import { chatEntry, chatsSummary, linda, memberHandlers } from '../../../test/chat-fixtures';

withOpenRealtimeSocket();

const sentAt = '2025-01-03T10:00:00.000Z';
const reactedAt = '2025-01-03T10:05:00.000Z';

describe('reactions in the conversation list', () => {
  it('previews the newest reaction, mine and theirs, naming a photo by its word', async () => {
    const bo = profileSummary(3, 'Bo');
    mockApi(
      memberHandlers({
        'GET chats.php': {
          body: chatsSummary([
            chatEntry(5, linda, {
              last_message: { kind: 'text', preview: 'Zin in koffie?', sent_at: sentAt, mine: true },
              last_reaction: { emoji: '❤️', mine: false, kind: 'text', preview: 'Zin in koffie?', reacted_at: reactedAt },
            }),
            chatEntry(6, bo, {
              last_message: { kind: 'image', preview: '', sent_at: sentAt, mine: false },
              last_reaction: { emoji: '😂', mine: true, kind: 'image', preview: '', reacted_at: reactedAt },
            }),
          ]),
        },
      }),
    );
    await renderRoutes(routes, '/chats');
    const list = await screen.findByRole('list', { name: 'Gesprekken' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Reageerde ❤️ op: Zin in koffie?')).toBeInTheDocument();
    expect(within(second!).getByText('Jij reageerde 😂 op: Foto')).toBeInTheDocument();
  });

  it('asks the list again when a reaction arrives on the socket', async () => {
    let reacted = false;
    const api = mockApi(
      memberHandlers({
        'GET chats.php': () => ({
          body: chatsSummary([
            chatEntry(5, linda, {
              last_message: { kind: 'text', preview: 'Zin in koffie?', sent_at: sentAt, mine: true },
              ...(reacted
                ? {
                    last_reaction: {
                      emoji: '👍' as const,
                      mine: false,
                      kind: 'text' as const,
                      preview: 'Zin in koffie?',
                      reacted_at: reactedAt,
                    },
                  }
                : {}),
            }),
          ]),
        }),
      }),
    );
    await renderRoutes(routes, '/chats');
    const list = await screen.findByRole('list', { name: 'Gesprekken' });
    expect(within(list).getByText('Jij: Zin in koffie?')).toBeInTheDocument();
    const calls = api.callsTo('GET', 'chats.php').length;
    reacted = true;
    act(() => FakeWebSocket.latest().receive({ type: 'reaction', conversation: 5, message: 1, reactions: [{ emoji: '👍', mine: false }] }));
    await waitFor(() => expect(api.callsTo('GET', 'chats.php').length).toBeGreaterThan(calls));
    expect(await within(list).findByText('Reageerde 👍 op: Zin in koffie?')).toBeInTheDocument();
  });
});
