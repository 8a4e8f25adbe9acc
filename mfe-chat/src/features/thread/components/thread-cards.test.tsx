import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiHandlers } from '@dating/shared-kit/test';
import { openConversation } from '../../../test/conversation';
import { chatPage, message, rose } from '../../../test/chat-fixtures';

const field = () => screen.getByRole('textbox', { name: 'Bericht aan Linda' });

/** chat.php refuses the send: three more credits are needed. */
const tooFewCredits: ApiHandlers = {
  'POST chat.php': {
    status: 402,
    body: { error: 'insufficient_credits', message: 'Je hebt onvoldoende credits', params: { needed: 3 } },
  },
};

/** Opens the conversation with one message, sends a draft the API refuses, and returns the docked card. */
async function refusedSend(handlers: ApiHandlers, draft = 'Hoi') {
  const api = await openConversation({ 'GET chat.php': { body: chatPage([message()]) }, ...handlers });
  await act(async () => userEvent.type(field(), `${draft}{Enter}`));
  return { api, card: await screen.findByRole('alert') };
}

describe('refused sends dock a card over the composer', () => {
  it('too few credits (402): keeps the draft and links to the credits page, which returns here', async () => {
    const { card } = await refusedSend(tooFewCredits, 'Zullen we afspreken?');
    expect(within(card).getByRole('heading', { name: 'Je hebt onvoldoende credits' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Je hebt nog 3 credits nodig.');
    expect(within(card).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute('href', '/credits?return=%2Fchats%2F5');
    expect(field()).toHaveValue('Zullen we afspreken?');
    // No failed bubble and no modal: the card is the only message.
    expect(screen.queryByText('Zullen we afspreken?', { selector: '[data-testid="message"] *' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('too few credits: shows the active discount with its ticking timer (the time bonus)', async () => {
    const expires = new Date(Date.now() + (2 * 3600 + 5 * 60) * 1000).toISOString();
    const { card } = await refusedSend({
      'GET timebonus.php': { body: { time_bonus: { code: 'TIMEBONUS25', value_percentage: 25, expires } } },
      ...tooFewCredits,
    });
    await waitFor(() => expect(card).toHaveTextContent('Nu 25% korting op credits'));
    expect(within(card).getByText(/^02:0[45]:\d\d$/)).toBeInTheDocument();
    expect(within(card).getByText(/^Geldig tot \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('too few credits: falls back to the welcome code and its timer', async () => {
    const welcome = {
      code: 'WELKOM-7',
      country: null,
      user_id: 7,
      expires: new Date(Date.now() + 3600 * 1000).toISOString(),
      value_percentage: 20,
      currency: null,
      minimum_order_value: null,
      status: 'active' as const,
      validity: 'once_per_user' as const,
      expired: false,
      paymentmethods: [],
    };
    const { card } = await refusedSend({
      'GET timebonus.php': { body: { time_bonus: null } },
      'GET discountcode.php': { body: { discount: welcome } },
      ...tooFewCredits,
    });
    await waitFor(() => expect(card).toHaveTextContent('Nu 20% korting op credits'));
    expect(within(card).getByText(/^(00:59:\d\d|01:00:00)$/)).toBeInTheDocument();
  });

  it('too few credits without any discount: no discount line', async () => {
    const { api, card } = await refusedSend({
      'GET timebonus.php': { body: { time_bonus: null } },
      'GET discountcode.php': { body: { discount: null } },
      ...tooFewCredits,
    });
    await waitFor(() => expect(api.callsTo('GET', 'discountcode.php')).toHaveLength(1));
    expect(card).not.toHaveTextContent('korting');
  });

  it("a free member's third conversation: the premium prompt links to /premium", async () => {
    const { card } = await refusedSend({
      'POST chat.php': { status: 403, body: { error: 'conversation_limit', message: 'Word premium' } },
    });
    expect(card).toHaveTextContent('Als gratis lid kun je 2 gesprekken beginnen. Word Premium om met Linda te chatten.');
    expect(within(card).getByRole('link', { name: 'Word Premium' })).toHaveAttribute('href', '/premium?return=%2Fchats%2F5');
    expect(field()).toHaveValue('Hoi');
  });

  it('explains a recipient who has not confirmed their e-mail', async () => {
    const { card } = await refusedSend({
      'POST chat.php': { status: 403, body: { error: 'recipient_not_confirmed', message: 'Niet bevestigd' } },
    });
    expect(card).toHaveTextContent('Linda heeft het e-mailadres nog niet bevestigd.');
  });
});

describe('gifts', () => {
  it('lists the catalogue with each cost and sends the picked gift', async () => {
    const api = await openConversation({
      'GET chat.php': { body: chatPage([message()]) },
      'POST chat.php': (call) => ({
        body: {
          message: message({
            id: 600,
            mine: true,
            kind: 'gift',
            text: null,
            gift: rose,
            client_id: (call.body as { client_id: string }).client_id,
          }),
          credits: 2,
        },
      }),
    });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Cadeau versturen' })));
    const dialog = await screen.findByRole('dialog', { name: 'Kies een cadeau' });
    // The catalogue arrives after the dialog opens (gifts.php), so wait for its rows.
    expect(await within(dialog).findByRole('button', { name: 'Hart, 25 credits' })).toBeInTheDocument();
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Roos, 10 credits' })));
    expect(api.callsTo('GET', 'gifts.php')[0]?.url.searchParams.get('locale')).toBe('nl');
    await waitFor(() => expect(api.callsTo('POST', 'chat.php')[0]?.body).toMatchObject({ conversation: 5, kind: 'gift', gift: 3 }));
    expect(await screen.findByText('Cadeau: Roos')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('an empty conversation', () => {
  it('says hello with three icebreaker chips; a pick fills the composer and never sends', async () => {
    const api = await openConversation({ 'GET chat.php': { body: chatPage([]) } });
    expect(await screen.findByRole('heading', { name: 'Zeg hallo tegen Linda' })).toBeInTheDocument();
    const chips = within(await screen.findByRole('list', { name: 'Openingszinnen' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Hoi! Hoe gaat het?', 'Wat doe je graag?', 'Mooie foto!']);
    await act(async () => userEvent.click(chips[1]!));
    expect(field()).toHaveValue('Wat doe je graag?');
    expect(field()).toHaveFocus();
    expect(api.callsTo('POST', 'chat.php')).toHaveLength(0);
  });

  it('the icebreaker modal lists four openers; a pick fills the composer and closes it', async () => {
    const api = await openConversation({ 'GET chat.php': { body: chatPage([]) } });
    const button = await screen.findByRole('button', { name: 'Meer openingszinnen' });
    await act(async () => userEvent.click(button));
    const dialog = await screen.findByRole('dialog', { name: 'Kies een openingszin' });
    const rows = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.closest('li'));
    expect(rows.map((row) => row.textContent)).toEqual(['Hoi! Hoe gaat het?', 'Wat doe je graag?', 'Mooie foto!', 'Koffie of thee?']);
    await act(async () => userEvent.click(rows[3]!));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('Koffie of thee?');
    expect(api.callsTo('POST', 'chat.php')).toHaveLength(0);
  });
});
