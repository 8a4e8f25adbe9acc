import { act, screen, waitFor } from '@testing-library/react';
import { signupModalOpened } from '@dating/shared-kit';
import { mockApi } from '@dating/shared-kit/test';
import { renderShell } from '../../test/render-shell';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

beforeEach(() => {
  vi.resetModules();
  runtime.loadRemote.mockReset();
  mockApi({ 'GET user.php': { body: { user: null } } });
});

describe('SignupSlot', () => {
  it('loads nothing until an app asks, then mounts mfe-signup/SignupModal', async () => {
    runtime.loadRemote.mockResolvedValue({ SignupModal: () => <p>signup modal</p> });
    const { SignupSlot } = await import('./signup-slot');
    const { store } = await renderShell(
      <div>
        <p>page</p>
        <SignupSlot />
      </div>,
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await act(async () => {
      store.dispatch(signupModalOpened({ reason: 'message', profileName: 'Linda', returnTo: '/members/7' }));
    });
    expect(await screen.findByText('signup modal')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_signup/SignupModal');
  });

  it('opens the /signup page instead when mfe-signup cannot be loaded', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('RUNTIME-008 manifest unreachable'));
    const { SignupSlot } = await import('./signup-slot');
    const { store, router } = await renderShell(
      <div>
        <p>page</p>
        <SignupSlot />
      </div>,
      { path: '/members/7' },
    );
    await act(async () => {
      store.dispatch(signupModalOpened({ reason: 'like', returnTo: '/members/7' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(store.getState().signupModal.request).toBeNull();
  });
});
