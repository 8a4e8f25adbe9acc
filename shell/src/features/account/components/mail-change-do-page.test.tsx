import { screen } from '@testing-library/react';
import { member, stubApi } from '../../../test/visitor-stub-api';
import { renderPage } from '../test-support/render-page';
import { MailChangeDoPage } from './mail-change-do-page';

beforeEach(() => vi.unstubAllGlobals());

describe('MailChangeDoPage', () => {
  it('confirms the token once and shows success', async () => {
    const api = stubApi({ 'PUT mail-change.php': { body: { user: member({ email: 'new@example.com' } as never) } } });
    await renderPage(<MailChangeDoPage />, '/mail-change/do?token=tok1');
    // findByText, not the status role: the spinner before it is a status too.
    expect(await screen.findByText(/^Je nieuwe e-mailadres is bevestigd\./)).toBeInTheDocument();
    expect(screen.queryByText('Je nieuwe e-mailadres wordt bevestigd…')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', 'mail-change.php').map((call) => call.body)).toEqual([{ token: 'tok1' }]);
    expect(screen.getByRole('link', { name: 'Naar mijn profiel' })).toHaveAttribute('href', '/profile');
  });

  it('says the link is dead when the API refuses the token', async () => {
    stubApi({ 'PUT mail-change.php': { status: 400, body: { error: 'mail_change_link_invalid', message: 'Link verlopen of invalide' } } });
    await renderPage(<MailChangeDoPage />, '/mail-change/do?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is verlopen of ongeldig.');
  });

  it('shows email_taken translated when the address was taken meanwhile', async () => {
    stubApi({
      'PUT mail-change.php': { status: 409, body: { error: 'email_taken', message: 'Dit e-mailadres heeft al een account op deze site.' } },
    });
    await renderPage(<MailChangeDoPage />, '/mail-change/do?token=t', { locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address already has an account on this site.');
  });

  it('does not call the API without a token', async () => {
    const api = stubApi();
    await renderPage(<MailChangeDoPage />, '/mail-change/do');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is verlopen of ongeldig.');
    expect(api.callsTo('PUT', 'mail-change.php')).toHaveLength(0);
  });
});
