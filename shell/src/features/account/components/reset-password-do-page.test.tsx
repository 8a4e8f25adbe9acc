import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { member, stubApi } from '../../../test/visitor-stub-api';
import { renderPage } from '../test-support/render-page';
import { ResetPasswordDoPage } from './reset-password-do-page';

async function choose(password: string, confirm: string) {
  await act(async () => {
    if (password) await userEvent.type(screen.getByLabelText('Nieuw wachtwoord', { selector: 'input' }), password);
    if (confirm) await userEvent.type(screen.getByLabelText('Herhaal het nieuwe wachtwoord'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
  });
}

beforeEach(() => vi.unstubAllGlobals());

describe('ResetPasswordDoPage', () => {
  it('sets the new password with the token, logs in and goes to /members', async () => {
    const api = stubApi({ 'PUT reset-password.php': { body: { user: member() } } });
    const { store } = await renderPage(<ResetPasswordDoPage />, '/reset-password/do?token=abc');
    await screen.findByRole('form', { name: 'Nieuw wachtwoord' });
    await choose('nieuw123', 'nieuw123');
    expect(await screen.findByTestId('location')).toHaveTextContent('/members');
    expect(api.callsTo('PUT', 'reset-password.php')[0]?.body).toEqual({ token: 'abc', password: 'nieuw123', password_confirm: 'nieuw123' });
    expect(store.getState().api.queries['getCurrentUser(undefined)']?.data).toMatchObject({ user: { id: 7 } });
  });

  it('checks in the form that both passwords are equal', async () => {
    const api = stubApi();
    await renderPage(<ResetPasswordDoPage />, '/reset-password/do?token=abc');
    await screen.findByRole('form', { name: 'Nieuw wachtwoord' });
    await choose('nieuw123', 'anders123');
    expect(screen.getByLabelText('Herhaal het nieuwe wachtwoord')).toHaveAccessibleDescription(
      'De opgegeven wachtwoorden zijn niet gelijk.',
    );
    expect(api.callsTo('PUT', 'reset-password.php')).toHaveLength(0);
  });

  it('checks the minimum length in the form', async () => {
    stubApi();
    await renderPage(<ResetPasswordDoPage />, '/reset-password/do?token=abc');
    await screen.findByRole('form', { name: 'Nieuw wachtwoord' });
    await choose('kort', 'kort');
    expect(screen.getByLabelText('Nieuw wachtwoord', { selector: 'input' })).toHaveAccessibleDescription(/minstens 6 tekens lang/);
  });

  it('shows the API passwords_differ under the confirm field', async () => {
    stubApi({
      'PUT reset-password.php': {
        status: 422,
        body: {
          error: 'passwords_differ',
          message: 'De opgegeven wachtwoorden zijn niet gelijk.',
          details: [{ path: 'body/password_confirm', message: 'x', code: 'passwords_differ' }],
        },
      },
    });
    await renderPage(<ResetPasswordDoPage />, '/reset-password/do?token=abc');
    await screen.findByRole('form', { name: 'Nieuw wachtwoord' });
    await choose('nieuw123', 'nieuw123');
    const confirm = screen.getByLabelText('Herhaal het nieuwe wachtwoord');
    await vi.waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    expect(confirm).toHaveAccessibleDescription('De opgegeven wachtwoorden zijn niet gelijk.');
    // Said once, under the field, not again above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the link expired and links to a new request when the API refuses the token', async () => {
    stubApi({
      'PUT reset-password.php': {
        status: 400,
        body: { error: 'reset_link_invalid', message: 'Link verlopen of invalide, vraag een nieuwe e-mail aan' },
      },
    });
    await renderPage(<ResetPasswordDoPage />, '/reset-password/do?token=old');
    await screen.findByRole('form', { name: 'Nieuw wachtwoord' });
    await choose('nieuw123', 'nieuw123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link verlopen of invalide, vraag een nieuwe e-mail aan');
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' })).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the expired-link text straight away without a token', async () => {
    stubApi();
    await renderPage(<ResetPasswordDoPage />, '/reset-password/do');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link verlopen of invalide');
    await expectNoAxeViolations(document.body);
  });
});
