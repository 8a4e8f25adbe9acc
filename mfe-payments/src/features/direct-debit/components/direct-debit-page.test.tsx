import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withAppMessages } from '@dating/shared-kit';
import { expectNoAxeViolations, renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, type ApiHandlers } from '@dating/shared-kit/test';
import { loadPaymentsMessages } from '../../../i18n/load-messages';
import { DirectDebitPage } from './direct-debit-page';

const started = { mandate_id: 41, phone_hint: '+31 6 •••• 1234', iban_hint: '•••• 4300', resend_after: 30, tries_left: 5 };
const order = {
  id: 55,
  status: 'pending' as const,
  bundle_id: 3,
  credits: 50,
  method: 'sdd' as const,
  currency: 'EUR',
  price: 1999,
  discount: null,
  total: 1999,
  created_at: '2026-03-01T18:00:00.000Z',
  paid_at: null,
  checkout_url: null,
  balance_after: null,
  credits_reversed: 0,
};
const error = (status: number, code: string, params?: Record<string, number>) => ({
  status,
  body: { error: code, message: code, ...(params ? { params } : {}) },
});

const routes = [
  { path: '/directdebit', Component: withAppMessages('payments', loadPaymentsMessages, () => <DirectDebitPage routeId="directdebit" />) },
  { path: '/transactions/:id', Component: () => <p>transaction page</p> },
  { path: '/credits', Component: () => <p>credit shop</p> },
];

function stub(handlers: ApiHandlers = {}) {
  return mockApi({ 'GET user.php': { body: { user: member({ credits: 0 }) } }, 'POST directdebit.php': { body: started }, ...handlers });
}

async function renderPage(path = '/directdebit?bundle=3&code=TIMEBONUS25') {
  const rendered = await renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Automatische incasso' });
  return rendered;
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens the page for a member about to pay, with a fresh user-event session to act in it. */
async function openPage(path?: string): Promise<User> {
  const user = userEvent.setup();
  await renderPage(path);
  return user;
}

async function fillStepOne(user: User, iban = 'nl91abna0417164300') {
  await user.type(screen.getByLabelText('Naam rekeninghouder'), 'Anna de Vries');
  await user.type(screen.getByLabelText('IBAN'), iban);
  await user.type(screen.getByLabelText('Straat'), 'Dorpsstraat');
  await user.type(screen.getByLabelText('Huisnummer'), '12a');
  await user.type(screen.getByLabelText('Postcode'), '1234 AB');
  await user.type(screen.getByLabelText('Plaats'), 'Utrecht');
  await user.type(screen.getByLabelText('Mobiel nummer'), '+31 6 12341234');
  await user.click(screen.getByRole('checkbox', { name: /Ik geef toestemming/ }));
}

/** Fills in the mandate and sends it: the API is asked for the SMS code. */
async function sendStepOne(user: User) {
  await fillStepOne(user);
  await user.click(screen.getByRole('button', { name: 'Stuur mij een sms-code' }));
}

async function toStepTwo(user: User) {
  await sendStepOne(user);
  return screen.findByLabelText('Sms-code (6 cijfers)');
}

/** Types `digits` into the code field and sends them. */
async function sendCode(user: User, code: HTMLElement, digits: string) {
  await user.type(code, digits);
  await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
}

/** Opens the page, sends step 1 and sends `digits` as the SMS code; the session and the code field come back. */
async function sendCodeOnStepTwo(digits: string) {
  const user = await openPage();
  const code = await toStepTwo(user);
  await sendCode(user, code, digits);
  return { user, code };
}

const alert = () => screen.findByRole('alert');

/** The alert explains the refusal and links back to the shop to choose another way to pay. */
async function expectAnotherMethodOffered(text: string | RegExp) {
  const shown = await alert();
  expect(shown).toHaveTextContent(text);
  expect(within(shown).getByRole('link', { name: 'Andere betaalmethode kiezen' })).toHaveAttribute('href', '/credits');
}

describe('/directdebit, step 1: the mandate', () => {
  it('has labelled fields and no axe violations', async () => {
    stub();
    await renderPage();
    for (const label of ['Naam rekeninghouder', 'IBAN', 'Straat', 'Huisnummer', 'Postcode', 'Plaats', 'Mobiel nummer']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await expectNoAxeViolations(document.body);
  });

  it('groups the IBAN by four as typed and checks it with mod 97 when the field is left', async () => {
    stub();
    const user = await openPage();
    const iban = screen.getByLabelText('IBAN');
    await user.type(iban, 'nl91abna0417164301');
    expect(iban).toHaveValue('NL91 ABNA 0417 1643 01');
    expect(iban).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription(/Dit IBAN klopt niet/);
    // After the first check it follows the typing: fixing the last digit clears the error at once.
    await user.type(iban, '{Backspace}0');
    expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(iban).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps every character and the caret when typed faster than a frame, at the end and in the middle', async () => {
    stub();
    // No delay between keys: a phone keyboard commits characters within one frame.
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const iban = screen.getByLabelText<HTMLInputElement>('IBAN');
    await user.type(iban, 'nl91abna0417164300');
    expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
    // A forgotten character typed after "NL91 AB": the rest moves along and the caret stays after it.
    await user.type(iban, 'X', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(iban).toHaveValue('NL91 ABXN A041 7164 300');
    expect(iban.selectionStart).toBe(8);
    await user.keyboard('YZ');
    expect(iban).toHaveValue('NL91 ABXY ZNA0 4171 6430 0');
    expect(iban.selectionStart).toBe(11);
  });

  it('checks the other fields as they are left and blocks sending until the mandate is given', async () => {
    const api = stub();
    const user = await openPage();
    const holder = screen.getByLabelText('Naam rekeninghouder');
    await user.click(holder);
    await user.tab();
    expect(holder).toHaveAttribute('aria-invalid', 'true');
    await user.type(holder, 'Anna');
    expect(holder).not.toHaveAttribute('aria-invalid', 'true');
    const mobile = screen.getByLabelText('Mobiel nummer');
    await user.type(mobile, 'abc');
    await user.tab();
    expect(mobile).toHaveAccessibleDescription(/Vul een mobiel nummer in/);
    await user.click(screen.getByRole('button', { name: 'Stuur mij een sms-code' }));
    expect(screen.getByRole('checkbox', { name: /Ik geef toestemming/ })).toHaveAccessibleDescription(/Geef toestemming voor de incasso/);
    expect(api.callsTo('POST', 'directdebit.php')).toHaveLength(0);
  });

  it('sends the form with the bundle and code of the query, then asks for the code sent to the masked number', async () => {
    const api = stub();
    const user = await openPage();
    const code = await toStepTwo(user);
    expect(api.callsTo('POST', 'directdebit.php')[0]?.body).toEqual({
      bundle_id: 3,
      code: 'TIMEBONUS25',
      account_holder: 'Anna de Vries',
      iban: 'NL91ABNA0417164300',
      street: 'Dorpsstraat',
      house_number: '12a',
      zip: '1234 AB',
      city: 'Utrecht',
      mobile_phone: '+31 6 12341234',
      mandate_accepted: true,
    });
    expect(screen.getByText('+31 6 •••• 1234')).toBeInTheDocument();
    expect(screen.getByText('Af te schrijven van rekening •••• 4300')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stap 2 van 2: sms-code' })).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await expectNoAxeViolations(document.body);
  });

  it("shows the server's iban_invalid on the IBAN field and keeps everything typed", async () => {
    stub({ 'POST directdebit.php': error(422, 'iban_invalid') });
    const user = await openPage();
    await sendStepOne(user);
    const iban = screen.getByLabelText('IBAN');
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(iban).toHaveFocus();
    expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(screen.getByLabelText('Naam rekeninghouder')).toHaveValue('Anna de Vries');
    expect(screen.getByLabelText('Plaats')).toHaveValue('Utrecht');
  });

  it("shows the server's phone_country on the mobile field", async () => {
    stub({
      'POST directdebit.php': {
        status: 422,
        body: {
          error: 'phone_country',
          message: 'phone_country',
          details: [{ path: 'mobile_phone', code: 'phone_country', message: 'x' }],
        },
      },
    });
    const user = await openPage();
    await sendStepOne(user);
    const mobile = screen.getByLabelText('Mobiel nummer');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(/Vul een mobiel nummer in uit een land waar we actief zijn/));
    expect(mobile).toHaveValue('+31 6 12341234');
  });

  it.each([
    [
      'sms_daily_limit',
      { max: 5 },
      'Je hebt vandaag al 5 sms-codes ontvangen. Probeer het morgen opnieuw of kies een andere betaalmethode.',
    ],
    [
      'sms_number_limit',
      undefined,
      'Naar dit nummer zijn vandaag te veel codes gestuurd. Probeer het morgen opnieuw of kies een andere betaalmethode.',
    ],
  ])('explains %s when the form is sent and offers another payment method', async (code, params, text) => {
    stub({ 'POST directdebit.php': error(429, code, params) });
    const user = await openPage();
    await sendStepOne(user);
    await expectAnotherMethodOffered(text);
  });

  it('says when the SMS could not be sent, and the member can send the form again', async () => {
    stub({ 'POST directdebit.php': error(503, 'sms_unavailable') });
    const user = await openPage();
    await sendStepOne(user);
    expect(await alert()).toHaveTextContent('De sms kon nu niet worden verstuurd. Probeer het zo opnieuw.');
    expect(screen.getByRole('button', { name: 'Stuur mij een sms-code' })).toBeEnabled();
  });

  it("puts the server's mandate_not_accepted on the checkbox", async () => {
    stub({ 'POST directdebit.php': error(422, 'mandate_not_accepted') });
    const user = await openPage();
    await sendStepOne(user);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Ik geef toestemming/ })).toHaveAccessibleDescription(/Geef toestemming voor de incasso/),
    );
  });

  it.each([
    ['directdebit_blocked', 'Betalen via automatische incasso is voor dit account geblokkeerd. Kies een andere betaalmethode.'],
    ['directdebit_limit_reached', 'Je hebt de limiet voor automatische incasso bereikt. Kies een andere betaalmethode.'],
  ])('explains %s and offers another payment method, keeping what was typed', async (code, text) => {
    stub({ 'POST directdebit.php': error(403, code) });
    const user = userEvent.setup();
    const { router } = await renderPage();
    await sendStepOne(user);
    const shown = await alert();
    expect(shown).toHaveTextContent(text);
    expect(screen.getByLabelText('Naam rekeninghouder')).toHaveValue('Anna de Vries');
    await user.click(within(shown).getByRole('link', { name: 'Andere betaalmethode kiezen' }));
    expect(router.state.location.pathname).toBe('/credits');
  });

  it('without a bundle in the query, sends the member to choose one', async () => {
    stub();
    await renderPage('/directdebit');
    expect(screen.getByText(/Kies eerst een pakket credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pakket kiezen' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
  });

  it('reads in German', async () => {
    stub();
    await renderRoutes(routes, '/directdebit?bundle=3', 'de');
    expect(await screen.findByLabelText('Name des Kontoinhabers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schick mir einen SMS-Code' })).toBeInTheDocument();
  });
});

describe('/directdebit, step 2: the SMS code', () => {
  it('a right code opens the pending order', async () => {
    const api = stub({ 'POST directdebit-code.php': { body: { order, redirect_url: '/transactions/55' } } });
    const user = userEvent.setup();
    const { router } = await renderPage();
    const code = await toStepTwo(user);
    await user.type(code, '12 34-56');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/55'));
    expect(api.callsTo('POST', 'directdebit-code.php')[0]?.body).toEqual({ mandate_id: 41, code: '123456' });
  });

  it('asks for all six digits before sending', async () => {
    const api = stub();
    const { code } = await sendCodeOnStepTwo('123');
    expect(code).toHaveAccessibleDescription('Vul de 6 cijfers uit de sms in.');
    expect(api.callsTo('POST', 'directdebit-code.php')).toHaveLength(0);
  });

  it("a wrong code says 'Code ongeldig' with the tries left, on the field, and keeps the code", async () => {
    stub({ 'POST directdebit-code.php': error(422, 'code_invalid', { tries_left: 3 }) });
    const { code } = await sendCodeOnStepTwo('000000');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Code ongeldig. Je kunt het nog 3 keer proberen.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('000000');
  });

  it('counts the tries itself when the server does not say', async () => {
    stub({ 'POST directdebit-code.php': error(422, 'code_invalid') });
    const { user, code } = await sendCodeOnStepTwo('000000');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Code ongeldig. Je kunt het nog 4 keer proberen.'));
    await user.click(screen.getByRole('button', { name: 'Bevestigen en betalen' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Code ongeldig. Je kunt het nog 3 keer proberen.'));
  });

  it('too many tries: says so and offers a new code, which clears the field', async () => {
    const api = stub({ 'POST directdebit-code.php': error(429, 'code_tries_exceeded'), 'POST directdebit-resend.php': { body: started } });
    const { user, code } = await sendCodeOnStepTwo('000000');
    const shown = await alert();
    expect(shown).toHaveTextContent('Te vaak een verkeerde code ingevoerd. Vraag een nieuwe code aan.');
    await user.click(within(shown).getByRole('button', { name: 'Stuur een nieuwe code' }));
    await waitFor(() => expect(api.callsTo('POST', 'directdebit-resend.php')).toHaveLength(1));
    expect(api.callsTo('POST', 'directdebit-resend.php')[0]?.body).toEqual({ mandate_id: 41 });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Nieuwe code verstuurd.');
    expect(code).toHaveValue('');
  });

  it.each([
    ['directdebit_blocked', /voor dit account geblokkeerd/],
    ['directdebit_limit_reached', /limiet voor automatische incasso bereikt/],
  ])('%s at the code step offers another payment method', async (codeName, text) => {
    stub({ 'POST directdebit-code.php': error(403, codeName) });
    await sendCodeOnStepTwo('123456');
    await expectAnotherMethodOffered(text);
  });

  it('an expired mandate leads back to the form with everything typed still there', async () => {
    stub({ 'POST directdebit-code.php': error(404, 'mandate_not_found') });
    const { user } = await sendCodeOnStepTwo('123456');
    const shown = await alert();
    expect(shown).toHaveTextContent('Deze incasso-aanvraag is verlopen.');
    await user.click(within(shown).getByRole('button', { name: 'Gegevens wijzigen' }));
    expect(screen.getByLabelText('IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(screen.getByLabelText('Mobiel nummer')).toHaveValue('+31 6 12341234');
    expect(screen.getByRole('checkbox', { name: /Ik geef toestemming/ })).toBeChecked();
  });
});

describe('/directdebit, step 2: a new code', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('counts "Resend in 30 s" down, then offers a new code; too soon again restarts the wait', async () => {
    const api = stub({ 'POST directdebit-resend.php': error(429, 'sms_resend_too_soon', { seconds: 12 }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderPage();
    await toStepTwo(user);
    expect(screen.getByText(/^Nieuwe code over (30|29) s$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stuur een nieuwe code' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText(/^Nieuwe code over (10|9) s$/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(10_000));
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe code' }));
    expect(await alert()).toHaveTextContent('Wacht nog 12 seconden voor je een nieuwe code aanvraagt.');
    expect(screen.getByText(/^Nieuwe code over (12|11) s$/)).toBeInTheDocument();
    expect(api.callsTo('POST', 'directdebit-resend.php')).toHaveLength(1);
  });

  it('a fourth code for the same request leads back to the form', async () => {
    stub({ 'POST directdebit-resend.php': error(429, 'sms_mandate_limit', { max: 3 }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderPage();
    await toStepTwo(user);
    await act(() => vi.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe code' }));
    const shown = await alert();
    expect(shown).toHaveTextContent(
      'Voor deze aanvraag zijn al 3 codes verstuurd. Controleer je gegevens en vul het formulier opnieuw in.',
    );
    await user.click(within(shown).getByRole('button', { name: 'Gegevens wijzigen' }));
    expect(screen.getByLabelText('Mobiel nummer')).toHaveValue('+31 6 12341234');
  });
});
