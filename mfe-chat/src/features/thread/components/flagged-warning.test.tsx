import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@dating/shared-kit/test';
import type { ApiCall } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { chatPage, memberHandlers, message } from '../../../test/chat-fixtures';

const flagged = { error: 'message_flagged', message: 'Weet je het zeker?' };

/** POST chat.php answers 422 message_flagged unless the send carries confirm: true, as the API does. */
async function openConversation() {
  const api = mockApi(
    memberHandlers({
      'GET chat.php': { body: chatPage([message()]) },
      'POST chat.php': (call: ApiCall) => {
        const body = call.body as { text: string; client_id: string; confirm?: boolean };
        if (!body.confirm) return { status: 422, body: flagged };
        return { body: { message: message({ mine: true, text: body.text, client_id: body.client_id }), credits: 7 } };
      },
    }),
  );
  await renderRoutes(routes, '/chats/5');
  await screen.findByRole('textbox', { name: 'Bericht aan Linda' });
  return api;
}

const field = () => screen.getByRole('textbox', { name: 'Bericht aan Linda' });

describe('the pre-send warning (message_flagged)', () => {
  it('asks "Weet je het zeker?" with edit focused; edit keeps the text in the composer and sends nothing more', async () => {
    const api = await openConversation();
    await act(async () => userEvent.type(field(), 'Jij klootzak{Enter}'));
    const card = await screen.findByRole('alertdialog', { name: 'Weet je het zeker?' });
    expect(card).toHaveTextContent('Je bericht bevat woorden die Linda kunnen kwetsen.');
    const edit = within(card).getByRole('button', { name: 'Bericht aanpassen' });
    expect(edit).toHaveFocus();
    expect(field()).toHaveValue('Jij klootzak');
    // No failed bubble with Retry: the card is the only answer.
    expect(screen.queryByRole('button', { name: /opnieuw/i })).not.toBeInTheDocument();

    await act(async () => userEvent.click(edit));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('Jij klootzak');
    expect(field()).toHaveFocus();
    expect(api.callsTo('POST', 'chat.php')).toHaveLength(1);
  });

  it('Escape is "edit": the card closes and the text stays', async () => {
    await openConversation();
    await act(async () => userEvent.type(field(), 'Jij klootzak{Enter}'));
    await screen.findByRole('alertdialog');
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('Jij klootzak');
  });

  it('"Toch versturen" sends the same text again with confirm: true, and the message appears', async () => {
    const api = await openConversation();
    await act(async () => userEvent.type(field(), 'Jij klootzak{Enter}'));
    const card = await screen.findByRole('alertdialog');
    await act(async () => userEvent.click(within(card).getByRole('button', { name: 'Toch versturen' })));
    expect(await screen.findByText('Jij klootzak')).toBeInTheDocument();
    expect(field()).toHaveValue('');
    const sends = api.callsTo('POST', 'chat.php').map((call) => call.body as { text: string; confirm?: boolean });
    expect(sends).toEqual([
      expect.objectContaining({ text: 'Jij klootzak' }),
      expect.objectContaining({ text: 'Jij klootzak', confirm: true }),
    ]);
    expect(sends[0]).not.toHaveProperty('confirm');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
