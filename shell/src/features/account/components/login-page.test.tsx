import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { member, stubApi } from '../../../test/visitor-stub-api';
import { renderPage } from '../test-support/render-page';
import { LoginPage } from './login-page';

async function fillAndSubmit(email: string, password: string) {
  await act(async () => {
    if (email) await userEvent.type(screen.getByLabelText('E-mailadres'), email);
    if (password) await userEvent.type(screen.getByLabelText('Wachtwoord'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
  });
}

beforeEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('logs in, refetches the user and goes to /members', async () => {
    let loggedIn = false;
    const api = stubApi({
      'GET user.php': () => ({ body: { user: loggedIn ? member() : null } }),
      'POST user.php': () => {
        loggedIn = true;
        return { body: { user: member() } };
      },
    });
    await renderPage(<LoginPage />, '/login');
    await screen.findByRole('form', { name: 'Inloggen' });
    await fillAndSubmit(' anna@example.com ', 'geheim123');
    expect(await screen.findByTestId('location')).toHaveTextContent('/members');
    expect(api.callsTo('POST', 'user.php')[0]?.body).toEqual({ email: 'anna@example.com', password: 'geheim123' });
    // The User tag was invalidated: user.php was asked again after the login.
    await vi.waitFor(() => expect(api.callsTo('GET', 'user.php').length).toBeGreaterThanOrEqual(2));
  });

  it('switches the site to the language stored on the account', async () => {
    stubApi({
      'GET user.php': () => ({ body: { user: null } }),
      'POST user.php': () => ({ body: { user: member({ language: 'de' }) } }),
    });
    await renderPage(<LoginPage />, '/login');
    await screen.findByRole('form', { name: 'Inloggen' });
    await fillAndSubmit('anna@example.com', 'geheim123');
    await vi.waitFor(() => expect(document.cookie).toContain('locale=de'));
    document.cookie = 'locale=; max-age=0; path=/';
  });

  it.each([
    ['follows a same-site redirect query after login', '%2Fchats%2F12', '/chats/12'],
    ['ignores a redirect query to another site', 'https%3A%2F%2Fevil.example%2F', '/members'],
  ])('%s', async (_name, redirect, landing) => {
    stubApi({ 'POST user.php': { body: { user: member() } } });
    await renderPage(<LoginPage />, `/login?redirect=${redirect}`);
    await screen.findByRole('form', { name: 'Inloggen' });
    await fillAndSubmit('anna@example.com', 'geheim123');
    expect(await screen.findByTestId('location')).toHaveTextContent(landing);
  });

  it('shows "Login mislukt, probeer opnieuw" on login_failed and stays', async () => {
    stubApi({ 'POST user.php': { status: 401, body: { error: 'login_failed', message: 'Login mislukt, probeer opnieuw' } } });
    await renderPage(<LoginPage />, '/login');
    await screen.findByRole('form', { name: 'Inloggen' });
    await fillAndSubmit('anna@example.com', 'fout');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login mislukt, probeer opnieuw');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the lockout with its minutes, translated by error code', async () => {
    stubApi({
      'POST user.php': {
        status: 429,
        body: { error: 'account_locked', message: 'Te veel foute pogingen, account voor 12 min geblokkeerd.', params: { minutes: 12 } },
      },
    });
    await renderPage(<LoginPage />, '/login', { locale: 'en' });
    await screen.findByRole('form', { name: 'Log in' });
    await act(async () => {
      await userEvent.type(screen.getByLabelText('Email address'), 'anna@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'fout');
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts, account locked for 12 min.');
  });

  it('falls back to the API message for a code it does not know', async () => {
    stubApi({ 'POST user.php': { status: 403, body: { error: 'something_new', message: 'Iets nieuws ging mis' } } });
    await renderPage(<LoginPage />, '/login');
    await screen.findByRole('form', { name: 'Inloggen' });
    await fillAndSubmit('anna@example.com', 'geheim123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Iets nieuws ging mis');
  });

  it('checks required fields and the email format before calling the API', async () => {
    const api = stubApi();
    await renderPage(<LoginPage />, '/login');
    await screen.findByRole('form', { name: 'Inloggen' });
    await fillAndSubmit('', '');
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Vul dit veld in.');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAccessibleDescription('Vul dit veld in.');
    await fillAndSubmit('geen-mail', 'x');
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Ongeldige e-mail');
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'user.php')).toHaveLength(0);
  });

  it('sends a logged-in member straight to /members', async () => {
    stubApi({ 'GET user.php': { body: { user: member() } } });
    await renderPage(<LoginPage />, '/login');
    expect(await screen.findByTestId('location')).toHaveTextContent('/members');
  });

  it('links to the password reset and the signup, and has no axe violations', async () => {
    stubApi();
    const { router } = await renderPage(<LoginPage />, '/login');
    await screen.findByRole('form', { name: 'Inloggen' });
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Meld je gratis aan' })).toHaveAttribute('href', '/signup');
    expect(router.state.location.pathname).toBe('/login');
    await expectNoAxeViolations(document.body);
  });

  it('explains an expired reactivation link', async () => {
    stubApi();
    await renderPage(<LoginPage />, '/login?reactivate=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent('De link om je account opnieuw te activeren is verlopen of ongeldig.');
  });
});
