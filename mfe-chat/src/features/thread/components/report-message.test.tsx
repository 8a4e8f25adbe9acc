import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { openConversation } from '../../../test/conversation';
import { chatPage, message } from '../../../test/chat-fixtures';

const reportThrough = async (dialog: HTMLElement, block: boolean) => {
  await act(async () => userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reden' }), 'Intimidatie of beledigingen'));
  if (block) await act(async () => userEvent.click(within(dialog).getByRole('checkbox', { name: 'Linda ook blokkeren' })));
  await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Melden' })));
};

describe('reporting a message in the thread', () => {
  it('offers reporting in the menu of the other member’s messages only, and reports the message from it by keyboard', async () => {
    const api = await openConversation({
      'GET chat.php': { body: chatPage([message({ id: 41, text: 'Hoi' }), message({ id: 42, mine: true, text: 'Hallo' })]) },
      'POST report.php': { body: { reported: true, blocked: false } },
    });
    // Every stored message has a menu (reactions); only the other member's offers reporting.
    const buttons = screen.getAllByRole('button', { name: 'Reageren of melden' });
    expect(buttons).toHaveLength(2);
    buttons[1]!.focus();
    await act(async () => userEvent.keyboard('{Enter}'));
    const ownMenu = await screen.findByRole('dialog', { name: 'Reageer op dit bericht' });
    expect(within(ownMenu).queryByRole('button', { name: 'Bericht melden' })).toBeNull();
    await act(async () => userEvent.keyboard('{Escape}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    buttons[0]!.focus();
    await act(async () => userEvent.keyboard('{Enter}'));
    const menu = await screen.findByRole('dialog', { name: 'Reageer op dit bericht' });
    await expectNoAxeViolations(menu);
    within(menu).getByRole('button', { name: 'Bericht melden' }).focus();
    await act(async () => userEvent.keyboard('{Enter}'));
    const dialog = await screen.findByRole('dialog', { name: 'Linda melden' });
    await expectNoAxeViolations(dialog);
    await reportThrough(dialog, false);
    expect(await within(dialog).findByText('Bedankt, we bekijken je melding zo snel mogelijk.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'report.php').map((call) => call.body)).toEqual([
      { kind: 'message', id: 41, reason: 'harassment', block: false },
    ]);
    // The dialog's own button (the corner cross has the same name).
    await act(async () => userEvent.click(within(dialog).getAllByRole('button', { name: 'Sluiten' }).at(-1)!));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Bericht aan Linda' })).toBeInTheDocument();
  });

  it('opens on a long press (the context menu) and, with "also block", leaves the conversation', async () => {
    const api = await openConversation({
      'GET chat.php': { body: chatPage([message({ id: 51, text: 'Vervelend' })]) },
      'POST report.php': { body: { reported: true, blocked: true } },
    });
    fireEvent.contextMenu(screen.getByText('Vervelend'));
    const menu = await screen.findByRole('dialog', { name: 'Reageer op dit bericht' });
    await act(async () => userEvent.click(within(menu).getByRole('button', { name: 'Bericht melden' })));
    const dialog = await screen.findByRole('dialog', { name: 'Linda melden' });
    await reportThrough(dialog, true);
    await within(dialog).findByText('Bedankt, we bekijken je melding zo snel mogelijk.');
    await act(async () => userEvent.click(within(dialog).getAllByRole('button', { name: 'Sluiten' }).at(-1)!));
    expect(api.callsTo('POST', 'report.php')[0]?.body).toMatchObject({ id: 51, block: true });
    await waitFor(() => expect(api.router.state.location.pathname).toBe('/chats'));
  });
});
