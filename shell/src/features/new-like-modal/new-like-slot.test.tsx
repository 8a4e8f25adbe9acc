import { cleanup, screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@dating/shared-kit';
import { member, mockApi } from '@dating/shared-kit/test';
import { renderShell } from '../../test/render-shell';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

/** user.php through the kit's MSW mock; returns the recorded calls. */
const stubUser = (user: CurrentUser | null) => mockApi({ 'GET user.php': { body: { user } } });

/** The app's root with a page's frame in it: the slot waits for the page before fetching its remote. */
const showPageFrame = () => {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<section data-route-id="members"><h1>Zoeken</h1></section>';
  document.body.append(root);
};

/** The slot (imported afresh, after the module reset) under a page's own text, with the given layout. */
const renderOnPage = async (layout: 'default' | 'empty') => {
  const { NewLikeSlot } = await import('./new-like-slot');
  await renderShell(
    <div>
      <p>page</p>
      <NewLikeSlot layout={layout} />
    </div>,
  );
};

/** Once the user was asked for: the page stands, and no slot was mounted nor its remote loaded. */
const expectNothingMounted = async (api: ReturnType<typeof stubUser>) => {
  await waitFor(() => expect(api.callsTo('GET', 'user.php')).toHaveLength(1));
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(document.querySelector('[data-remote-slot]')).toBeNull();
  expect(runtime.loadRemote).not.toHaveBeenCalled();
};

beforeEach(() => {
  vi.resetModules();
  runtime.loadRemote.mockReset();
  showPageFrame();
});
afterEach(() => {
  document.getElementById('root')?.remove();
  // Unmounted first: the slot's clean-up cancels its idle callback through the stubbed browser functions.
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewLikeSlot', () => {
  it('loads mfe-likes/NewLikeModal for a logged-in member', async () => {
    runtime.loadRemote.mockResolvedValue({ NewLikeModal: () => <p>new like modal</p> });
    stubUser(member());
    const { NewLikeSlot } = await import('./new-like-slot');
    await renderShell(<NewLikeSlot layout="default" />);
    expect(await screen.findByText('new like modal')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_likes/NewLikeModal');
    expect(screen.getByText('new like modal').closest('[data-remote-slot]')).toHaveAttribute('data-remote-slot', 'mfe-likes');
  });

  it('fetches the remote only once the app shows the page itself', async () => {
    document.getElementById('root')?.remove();
    // An idle browser at once: without the wait for the page, the slot would fetch in the render that has the member.
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    runtime.loadRemote.mockResolvedValue({ NewLikeModal: () => <p>new like modal</p> });
    stubUser(member());
    const { NewLikeSlot } = await import('./new-like-slot');
    const { useGetCurrentUserQuery } = await import('@dating/shared-kit');
    // Renders with the same session answer as the slot: once it shows, the slot has rendered for the member.
    const SessionName = () => <p>{useGetCurrentUserQuery().data?.user?.profile.name}</p>;
    await renderShell(
      <>
        <SessionName />
        <NewLikeSlot layout="default" />
      </>,
    );
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    // The page has loaded and the browser is idle, but the page's frame is not on screen yet.
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    showPageFrame();
    expect(await screen.findByText('new like modal')).toBeInTheDocument();
  });

  it('mounts nothing for a visitor and never loads the remote', async () => {
    const api = stubUser(null);
    await renderOnPage('default');
    await expectNothingMounted(api);
  });

  it('mounts nothing over the sign-up flow, where a new member is typing: the modal waits for the next page', async () => {
    runtime.loadRemote.mockResolvedValue({ NewLikeModal: () => <p>new like modal</p> });
    const api = stubUser(member());
    await renderOnPage('empty');
    await expectNothingMounted(api);
  });

  it('renders nothing, and keeps the page, when mfe-likes is down', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('RUNTIME-008 manifest unreachable'));
    stubUser(member());
    await renderOnPage('default');
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalled());
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('Tijdelijk niet beschikbaar')).not.toBeInTheDocument();
  });
});
