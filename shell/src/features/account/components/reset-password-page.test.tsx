import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { stubApi } from '../../../test/visitor-stub-api';
import { renderPage } from '../test-support/render-page';
import { ResetPasswordPage } from './reset-password-page';

async function request(email: string) {
  await act(async () => {
    if (email) await userEvent.type(screen.getByLabelText('E-mailadres'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Stuur de link' }));
  });
}

beforeEach(() => vi.unstubAllGlobals());

describe('ResetPasswordPage', () => {
  it('asks for the mail and says it was sent', async () => {
    const api = stubApi({ 'POST reset-password.php': { body: { sent: true } } });
    await renderPage(<ResetPasswordPage />, '/reset-password');
    await screen.findByRole('form', { name: 'Wachtwoord vergeten' });
    await request('anna@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('We hebben je een e-mail gestuurd');
    expect(api.callsTo('POST', 'reset-password.php')[0]?.body).toEqual({ email: 'anna@example.com' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows "E-mailadres niet gevonden" for an unknown address', async () => {
    stubApi({ 'POST reset-password.php': { status: 404, body: { error: 'email_not_found', message: 'E-mailadres niet gevonden' } } });
    await renderPage(<ResetPasswordPage />, '/reset-password');
    await screen.findByRole('form', { name: 'Wachtwoord vergeten' });
    await request('nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mailadres niet gevonden');
  });

  it('shows the daily limit text, translated', async () => {
    stubApi({
      'POST reset-password.php': {
        status: 429,
        body: { error: 'reset_limit', message: 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.' },
      },
    });
    await renderPage(<ResetPasswordPage />, '/reset-password', { locale: 'de' });
    await screen.findByRole('form', { name: 'Passwort vergessen' });
    await act(async () => {
      await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele E-Mails zum Zurücksetzen des Passworts gesendet');
  });

  it('refuses an empty or malformed address without calling the API', async () => {
    const api = stubApi();
    await renderPage(<ResetPasswordPage />, '/reset-password');
    await screen.findByRole('form', { name: 'Wachtwoord vergeten' });
    await request('');
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Vul dit veld in.');
    await request('anna');
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Ongeldige e-mail');
    expect(api.callsTo('POST', 'reset-password.php')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });
});
