import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../test/visitor-stub-api';
import { renderPage } from '../test-support/render-page';
import { LoginPage } from './login-page';

beforeEach(() => vi.unstubAllGlobals());

async function logInAs(emailLabel: string, passwordLabel: string, button: string) {
  await act(async () => {
    await userEvent.type(screen.getByLabelText(emailLabel), 'otto@example.com');
    await userEvent.type(screen.getByLabelText(passwordLabel), 'geheim123');
    await userEvent.click(screen.getByRole('button', { name: button }));
  });
}

describe('LoginPage for a suspended or banned account', () => {
  it('says until when and why in the member’s language, from the codes the API sends', async () => {
    stubApi({
      'POST user.php': {
        status: 403,
        body: {
          error: 'account_suspended',
          message: 'Je account is geschorst tot {until}. Reden: {reason}.',
          params: { until: '2026-03-04T12:00:00.000Z', reason: 'harassment' },
        },
      },
    });
    await renderPage(<LoginPage />, '/login', { locale: 'en' });
    await screen.findByRole('form', { name: 'Log in' });
    await logInAs('Email address', 'Password', 'Log in');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Your account is suspended until March 4, 2026 at \d{1,2}:00\s?[AP]?M?\. Reason: harassment or insults\.$/,
    );
  });

  it('says why a ban was given, and falls back to the terms for a reason it does not know', async () => {
    stubApi({ 'POST user.php': { status: 403, body: { error: 'account_banned', message: 'x', params: { reason: 'something_new' } } } });
    await renderPage(<LoginPage />, '/login');
    await screen.findByRole('form', { name: 'Inloggen' });
    await logInAs('E-mailadres', 'Wachtwoord', 'Inloggen');
    expect(await screen.findByRole('alert')).toHaveTextContent('Je account is verbannen. Reden: het overtreden van de voorwaarden.');
  });
});
