import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signupModalOpened } from '@dating/shared-kit';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, siteSettings } from '@dating/shared-kit/test';
import { SignupModal } from '../../../exposes/signup-modal';
import { fillAccountForm, submitAccount, validAccount } from '../test/account-form';

// The page under the modal, and the page the visitor comes back to after signing up.
const routes = [
  {
    path: '*',
    element: (
      <>
        <p>profile page</p>
        <SignupModal />
      </>
    ),
  },
];
const backdrop = () => screen.getByRole('dialog').parentElement as HTMLElement;

async function openModal(path = '/members/7') {
  const api = mockApi({
    'GET user.php': { body: { user: null } },
    'GET settings.php': { body: siteSettings() },
    'POST signup.php': { status: 201, body: { user: member() } },
  });
  const rendered = await renderRoutes(routes, path);
  await act(async () => {
    rendered.store.dispatch(signupModalOpened({ reason: 'message', profileName: 'Linda', returnTo: '/members/7?chat=1' }));
  });
  await screen.findByRole('dialog', { name: 'Meld je gratis aan om Linda een bericht te sturen' });
  return { ...rendered, api };
}

beforeEach(() => localStorage.clear());

describe('SignupModal', () => {
  it('names its trigger and shows step 0 inline, with a login link', async () => {
    await openModal();
    expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
  });

  it('closes on Escape before anything is typed', async () => {
    const { store } = await openModal();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().signupModal.request).toBeNull();
  });

  it('closes on a backdrop click before anything is typed', async () => {
    await openModal();
    await userEvent.setup().click(backdrop());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot be closed by Escape, backdrop or a close button once the visitor has typed', async () => {
    const { store } = await openModal();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mailadres'), 'l');
    await user.keyboard('{Escape}');
    await user.click(backdrop());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('l');
    expect(store.getState().signupModal.request).not.toBeNull();
  });

  it('after signing up returns the visitor to where they were', async () => {
    const { router, api } = await openModal('/members/7');
    await submitAccount(await fillAccountForm({ ...validAccount, name: 'Mara', email: 'mara@example.com', birth: ['3', '4', '1991'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'signup.php')).toHaveLength(1);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/members/7?chat=1');
  });
});
