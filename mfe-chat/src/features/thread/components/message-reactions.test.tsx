import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeWebSocket } from '@dating/shared-kit/test';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { openConversation, withOpenRealtimeSocket } from '../../../test/conversation';
import { chatPage, message } from '../../../test/chat-fixtures';

withOpenRealtimeSocket();

const thread = () => screen.getByRole('list', { name: 'Berichten met Linda' });

describe('reactions in the thread', () => {
  it('shows the reactions under their message, each named for screen readers', async () => {
    await openConversation({
      'GET chat.php': {
        body: chatPage([
          message({
            id: 41,
            text: 'Hoi',
            reactions: [
              { emoji: '😂', mine: false },
              { emoji: '❤️', mine: true },
            ],
          }),
          message({ id: 42, text: 'Nog een' }),
        ]),
      },
    });
    const list = within(thread()).getByRole('list', { name: 'Reacties op dit bericht' });
    expect(within(list).getByRole('img', { name: 'Linda reageerde met lachen' })).toHaveTextContent('😂');
    expect(within(list).getByRole('img', { name: 'Jij reageerde met hartje' })).toHaveTextContent('❤️');
    // Only the message with reactions has the row.
    expect(within(thread()).getAllByRole('list', { name: 'Reacties op dit bericht' })).toHaveLength(1);
  });

  it('reacts from the message menu by keyboard, with mine shown pressed, and shows the answer', async () => {
    const api = await openConversation({
      'GET chat.php': { body: chatPage([message({ id: 41, text: 'Hoi', reactions: [{ emoji: '👍', mine: true }] })]) },
      'POST chat-reaction.php': { body: { conversation: 5, message: 41, reactions: [{ emoji: '❤️', mine: true }] } },
    });
    screen.getByRole('button', { name: 'Reageren of melden' }).focus();
    await act(async () => userEvent.keyboard('{Enter}'));
    const menu = await screen.findByRole('dialog', { name: 'Reageer op dit bericht' });
    await expectNoAxeViolations(menu);
    const group = within(menu).getByRole('group', { name: 'Reacties' });
    expect(within(group).getAllByRole('button')).toHaveLength(5);
    expect(within(group).getByRole('button', { name: 'Reageer met duim omhoog' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Reageer met hartje' })).toHaveAttribute('aria-pressed', 'false');
    within(group).getByRole('button', { name: 'Reageer met hartje' }).focus();
    await act(async () => userEvent.keyboard('{Enter}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', 'chat-reaction.php').map((call) => call.body)).toEqual([{ message: 41, emoji: '❤️' }]);
    expect(await within(thread()).findByRole('img', { name: 'Jij reageerde met hartje' })).toBeInTheDocument();
    expect(within(thread()).queryByRole('img', { name: 'Jij reageerde met duim omhoog' })).toBeNull();
  });

  it('opens the menu with a long press (context menu) and removes my reaction when the answer has none', async () => {
    const api = await openConversation({
      'GET chat.php': { body: chatPage([message({ id: 42, mine: true, text: 'Van mij', reactions: [{ emoji: '😮', mine: true }] })]) },
      'POST chat-reaction.php': { body: { conversation: 5, message: 42, reactions: [] } },
    });
    fireEvent.contextMenu(screen.getByText('Van mij'));
    const menu = await screen.findByRole('dialog', { name: 'Reageer op dit bericht' });
    await act(async () => userEvent.click(within(menu).getByRole('button', { name: 'Reageer met verbaasd' })));
    await waitFor(() => expect(within(thread()).queryByRole('list', { name: 'Reacties op dit bericht' })).toBeNull());
    expect(api.callsTo('POST', 'chat-reaction.php')[0]?.body).toEqual({ message: 42, emoji: '😮' });
  });

  it('says why when a reaction is refused, and keeps what the bubble showed', async () => {
    await openConversation({
      'GET chat.php': { body: chatPage([message({ id: 41, text: 'Hoi' })]) },
      'POST chat-reaction.php': { status: 403, body: { error: 'member_blocked', message: 'Jullie kunnen elkaar geen berichten sturen.' } },
    });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Reageren of melden' })));
    const menu = await screen.findByRole('dialog', { name: 'Reageer op dit bericht' });
    await act(async () => userEvent.click(within(menu).getByRole('button', { name: 'Reageer met hartje' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Jullie kunnen elkaar geen berichten sturen.');
    expect(within(thread()).queryByRole('list', { name: 'Reacties op dit bericht' })).toBeNull();
  });

  it('shows the other member’s reaction live from the socket, and ignores other conversations', async () => {
    await openConversation({ 'GET chat.php': { body: chatPage([message({ id: 42, mine: true, text: 'Zin in koffie?' })]) } });
    act(() =>
      FakeWebSocket.latest().receive({ type: 'reaction', conversation: 9, message: 42, reactions: [{ emoji: '😢', mine: false }] }),
    );
    expect(within(thread()).queryByRole('list', { name: 'Reacties op dit bericht' })).toBeNull();
    act(() => FakeWebSocket.latest().receive({ type: 'reaction', conversation: 5, message: 42, reactions: [{ emoji: '❤️', mine: false }] }));
    expect(await within(thread()).findByRole('img', { name: 'Linda reageerde met hartje' })).toBeInTheDocument();
  });
});
