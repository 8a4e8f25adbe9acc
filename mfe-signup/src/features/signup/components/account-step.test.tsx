import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trackingStorage } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, siteSettings } from '@dating/shared-kit/test';
import type { ApiHandlers } from '@dating/shared-kit/test';
import { routes } from '../../../exposes/routes';
import { fillAccountForm, submitAccount } from '../test/account-form';

const visitor = (extra: ApiHandlers = {}) =>
  mockApi({ 'GET user.php': { body: { user: null } }, 'GET settings.php': { body: siteSettings() }, ...extra });

/** A sign-up the API takes: the account is made, no profile yet, step 2's lists empty. */
const signupSucceeds: ApiHandlers = {
  'POST signup.php': { status: 201, body: { user: member() } },
  'GET profile.php': { status: 404, body: { error: 'not_found', message: 'Niet gevonden' } },
  'GET regions.php': { body: { regions: [] } },
  'GET interests.php': { body: { interests: [] } },
};

beforeEach(() => localStorage.clear());

describe('signup step 0: the account', () => {
  it('checks each field as it is typed, with the Dutch texts of the signup rules', async () => {
    visitor();
    await renderRoutes(routes, '/signup');
    expect(await screen.findByText('Stap 1 van 5')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mailadres'), 'linda@');
    expect(screen.getByText('Ongeldige e-mail')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Profielnaam'), '@linda');
    expect(screen.getByText('Je profielnaam mag niet beginnen met een @')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mailadres'));
    await user.type(screen.getByLabelText('E-mailadres'), 'linda@example.com');
    await user.clear(screen.getByLabelText('Profielnaam'));
    await user.type(screen.getByLabelText('Profielnaam'), 'linda@example.com');
    expect(screen.getByText('Je profielnaam moet anders zijn dan je e-mailadres')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
    await user.type(screen.getByLabelText('Herhaal wachtwoord'), 'geheim124');
    expect(screen.getByText('De opgegeven wachtwoorden zijn niet gelijk.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Dag'), '31');
    await user.type(screen.getByLabelText('Maand'), '2');
    await user.type(screen.getByLabelText('Jaar'), '1990');
    expect(screen.getByText('Ongeldige geboortedatum.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dag')).toHaveAccessibleDescription('Ongeldige geboortedatum.');
    await user.clear(screen.getByLabelText('Jaar'));
    await user.type(screen.getByLabelText('Jaar'), String(new Date().getFullYear() - 10));
    await user.clear(screen.getByLabelText('Dag'));
    await user.type(screen.getByLabelText('Dag'), '1');
    expect(screen.getByText('Je moet minimaal 18+ zijn om je aan te melden.')).toBeInTheDocument();
  });

  it('asks for every required field when sent empty and calls nothing', async () => {
    const api = visitor();
    await renderRoutes(routes, '/signup');
    await screen.findByText('Stap 1 van 5');
    await submitAccount(userEvent.setup());
    expect(screen.getByText('Kies wie je bent en wie je zoekt.')).toBeInTheDocument();
    expect(screen.getByText('Vul je geboortedatum in (je moet 18+ zijn).')).toBeInTheDocument();
    expect(screen.getAllByText('Dit veld is verplicht.').length).toBeGreaterThanOrEqual(4);
    expect(api.callsTo('POST', 'signup.php')).toHaveLength(0);
  });

  it('prefills the tiles from ?gender=&looking_for= (landers pass them)', async () => {
    visitor();
    await renderRoutes(routes, '/signup?gender=female&looking_for=male');
    expect(await screen.findByRole('button', { name: 'Vrouw' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Mannen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the stored tracking of the landing visit and moves on to step 2', async () => {
    trackingStorage.capture('?network=n1&sub1=a&utm_source=mail');
    const api = visitor(signupSucceeds);
    await renderRoutes(routes, '/signup');
    const user = await fillAccountForm();
    await submitAccount(user);
    await waitFor(() => expect(api.callsTo('POST', 'signup.php')).toHaveLength(1));
    expect(api.callsTo('POST', 'signup.php')[0]?.body).toMatchObject({
      email: 'linda@example.com',
      name: 'Linda',
      password: 'geheim123',
      password_confirm: 'geheim123',
      date_of_birth: '1990-02-14',
      gender: 'female',
      looking_for: 'male',
      tracking: { network: 'n1', sub1: 'a', utm_source: 'mail' },
    });
    expect(trackingStorage.read()).toEqual({});
    expect(await screen.findByText('Stap 2 van 5')).toBeInTheDocument();
  });

  it.each([
    ['account_exists', 409, 'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.'],
    ['account_deleted', 409, 'Het account met dit e-mailadres is verwijderd. Heractiveer het via de link in je e-mail.'],
    ['signups_closed', 403, 'Aanmelden is op deze site nu niet mogelijk.'],
    ['too_many_requests', 429, 'Te veel pogingen. Wacht een minuut en probeer het opnieuw.'],
  ])('shows the API answer %s on the form and keeps what was typed', async (code, status, text) => {
    visitor({ 'POST signup.php': { status, body: { error: code, message: 'x' } } });
    await renderRoutes(routes, '/signup');
    const user = await fillAccountForm();
    await submitAccount(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('linda@example.com');
    expect(screen.getByLabelText('Wachtwoord')).toHaveValue('geheim123');
    expect(screen.getByText('Stap 1 van 5')).toBeInTheDocument();
  });
});

describe('signup policy (settings.signups)', () => {
  it('with_trafficsource and no traffic source: a closed message with a login link, no form', async () => {
    mockApi({ 'GET user.php': { body: { user: null } }, 'GET settings.php': { body: siteSettings({ signups: 'with_trafficsource' }) } });
    await renderRoutes(routes, '/signup');
    expect(await screen.findByRole('heading', { name: 'Aanmelden is nu gesloten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('E-mailadres')).not.toBeInTheDocument();
  });

  it('with_trafficsource and a stored network: the form', async () => {
    trackingStorage.capture('?network=n1');
    mockApi({ 'GET user.php': { body: { user: null } }, 'GET settings.php': { body: siteSettings({ signups: 'with_trafficsource' }) } });
    await renderRoutes(routes, '/signup');
    expect(await screen.findByLabelText('E-mailadres')).toBeInTheDocument();
  });

  it('invite_only: an invite code field that is required and whose refusal is shown on it', async () => {
    const api = mockApi({
      'GET user.php': { body: { user: null } },
      'GET settings.php': { body: siteSettings({ signups: 'invite_only' }) },
      'POST signup.php': { status: 403, body: { error: 'invalid_invite', message: 'x' } },
    });
    await renderRoutes(routes, '/signup');
    expect(await screen.findByText('Aanmelden kan op deze site alleen met een uitnodiging.')).toBeInTheDocument();
    const user = await fillAccountForm();
    await submitAccount(user);
    expect(api.callsTo('POST', 'signup.php')).toHaveLength(0);
    await user.type(screen.getByLabelText('Uitnodigingscode'), 'WRONG1');
    await submitAccount(user);
    expect(await screen.findByText('Deze uitnodigingscode is ongeldig of al gebruikt.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'signup.php')[0]?.body).toMatchObject({ invite_code: 'WRONG1' });
  });
});

describe('tracking on the signup URL itself', () => {
  it('stores the query of /signup (a lander navigates here keeping it) and sends it with the signup', async () => {
    const api = visitor(signupSucceeds);
    await renderRoutes(routes, '/signup?network=lander&sub3=c');
    const user = await fillAccountForm();
    await submitAccount(user);
    await waitFor(() => expect(api.callsTo('POST', 'signup.php')[0]?.body).toMatchObject({ tracking: { network: 'lander', sub3: 'c' } }));
  });
});
