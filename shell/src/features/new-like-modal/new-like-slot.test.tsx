import { screen, waitFor } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function stubUser(user: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

const member = { id: 1, status: 'active', profile: { id: 1, name: 'Me' } };

beforeEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
  runtime.loadRemote.mockReset();
});

describe('NewLikeSlot', () => {
  it('loads mfe-likes/NewLikeModal for a logged-in member', async () => {
    runtime.loadRemote.mockResolvedValue({ NewLikeModal: () => <p>new like modal</p> });
    stubUser(member);
    const { NewLikeSlot } = await import('./new-like-slot');
    await renderShell(<NewLikeSlot />);
    expect(await screen.findByText('new like modal')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_likes/NewLikeModal');
    expect(screen.getByText('new like modal').closest('[data-remote-slot]')).toHaveAttribute('data-remote-slot', 'mfe-likes');
  });

  it('mounts nothing for a visitor and never loads the remote', async () => {
    stubUser(null);
    const { NewLikeSlot } = await import('./new-like-slot');
    await renderShell(<div><p>page</p><NewLikeSlot /></div>);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(document.querySelector('[data-remote-slot]')).toBeNull();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('renders nothing, and keeps the page, when mfe-likes is down', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('RUNTIME-008 manifest unreachable'));
    stubUser(member);
    const { NewLikeSlot } = await import('./new-like-slot');
    await renderShell(<div><p>page</p><NewLikeSlot /></div>);
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalled());
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('Tijdelijk niet beschikbaar')).not.toBeInTheDocument();
  });
});
