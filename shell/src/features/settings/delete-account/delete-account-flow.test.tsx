import { act, screen, waitFor } from '@testing-library/react';
import { coreApi } from '@dating/shared-kit';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../../test/render-shell';
import { stubApi } from '../../../test/stub-api';
import type { Reply } from '../../../test/stub-api';
import { notificationKinds } from '@dating/shared-kit/vocabulary';
import { DeleteAccountFlow } from './delete-account-flow';

const click = (name: string | RegExp) => act(async () => userEvent.click(screen.getByRole('button', { name })));

function stub(discount: number, deleteReply: Reply = { body: { status: 'deletion_requested', reactivate_until: '2030-01-15T10:00:00Z' } }) {
  return stubApi({
    'GET companyinfo.php': { body: { delete_discount: discount } },
    'PUT notifications.php': { body: { notifications_disabled: [], invisible: true, email_blocked: null, push_subscribed: false } },
    'DELETE user.php': deleteReply,
    'GET user.php': { body: { user: null } },
  });
}

async function renderFlow() {
  const result = await renderShell(<DeleteAccountFlow />, { path: '/notifications' });
  const start = await screen.findByRole('button', { name: 'Account verwijderen…' });
  await act(async () => userEvent.click(start));
  return result;
}

async function chooseReason() {
  await act(async () => userEvent.click(screen.getByRole('radio', { name: 'Ik neem een pauze' })));
  await act(async () => userEvent.type(screen.getByLabelText('Toelichting (optioneel)'), 'Even niet'));
  await click('Volgende');
}

vi.setConfig({ testTimeout: 20000 });

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('delete-account flow', () => {
  it('asks for a reason first and refuses to go on without one', async () => {
    stub(50);
    await renderFlow();
    expect(screen.getByRole('group', { name: 'Waarom wil je je account verwijderen?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    await click('Volgende');
    expect(screen.getByRole('alert')).toHaveTextContent('Kies een reden.');
    expect(screen.queryByText('Voordat je gaat')).not.toBeInTheDocument();
  });

  it('offers the alternatives, with the company delete discount leading to /credits', async () => {
    stub(50);
    await renderFlow();
    await chooseReason();
    expect(screen.getByRole('heading', { name: 'Voordat je gaat' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Blijf en krijg 50% korting op credits' })).toHaveAttribute('href', '/credits');
  });

  it('offers no discount when the company delete_discount is 0', async () => {
    stub(0);
    const { store } = await renderFlow();
    await chooseReason();
    // The offer is decided once companyinfo.php has answered.
    await waitFor(() => expect(coreApi.endpoints.getCompanyInfo.select()(store.getState()).data?.delete_discount).toBe(0));
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: /korting op credits/ })).not.toBeInTheDocument();
  });

  it('lets the member go invisible instead of leaving', async () => {
    const calls = stub(0);
    await renderFlow();
    await chooseReason();
    await click('Word onzichtbaar');
    expect(await screen.findByText('Je bent nu onzichtbaar voor andere leden.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ invisible: true });
  });

  it('lets the member turn off every mail instead of leaving', async () => {
    const calls = stub(0);
    await renderFlow();
    await chooseReason();
    await click('Zet alle e-mails uit');
    expect(await screen.findByText('Je ontvangt geen e-mailmeldingen meer.')).toBeInTheDocument();
    const disabled = (calls.find((call) => call.method === 'PUT')?.body as { notifications_disabled: string[] }).notifications_disabled;
    // Every kind the settings screen lists, so a kind added later is turned off too.
    expect([...disabled].sort()).toEqual([...notificationKinds].sort());
  });

  it('deletes with the password, reason and comment, then goes to /account-deleted', async () => {
    const calls = stub(50);
    const { router } = await renderFlow();
    await chooseReason();
    await click('Toch verwijderen');
    await click('Account definitief verwijderen');
    expect(screen.getByLabelText('Je wachtwoord')).toHaveAccessibleDescription('Vul je wachtwoord in.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => userEvent.type(screen.getByLabelText('Je wachtwoord'), 'geheim123'));
    await click('Account definitief verwijderen');
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      reason: 'taking_a_break',
      comment: 'Even niet',
      password: 'geheim123',
    });
    expect(router.state.location.pathname).toBe('/account-deleted');
  });

  it('shows a wrong password at the password field and stays', async () => {
    stub(0, {
      status: 422,
      body: {
        error: 'wrong_password',
        message: 'Het wachtwoord klopt niet.',
        details: [{ path: 'body/password', code: 'wrong_password', message: 'Het wachtwoord klopt niet.' }],
      },
    });
    const { router } = await renderFlow();
    await chooseReason();
    await click('Toch verwijderen');
    await act(async () => userEvent.type(screen.getByLabelText('Je wachtwoord'), 'fout'));
    await click('Account definitief verwijderen');
    await screen.findByText('Het wachtwoord klopt niet.');
    expect(screen.getByLabelText('Je wachtwoord')).toHaveAccessibleDescription('Het wachtwoord klopt niet.');
    expect(router.state.location.pathname).toBe('/notifications');
  });
});
