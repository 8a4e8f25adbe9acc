import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { renderShell } from '../test/render-shell';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteRoute } = await import('./remote-route');

const chatRoutes: RouteObject[] = [{ id: 'chats', path: '/chats', Component: () => <h1>Chat page</h1> }];

describe('RemoteRoute', () => {
  beforeEach(() => runtime.loadRemote.mockReset());

  it('renders the page with the route id from the remote routes', async () => {
    runtime.loadRemote.mockResolvedValue({ routes: chatRoutes });
    await renderShell(<RemoteRoute remote="mfe-chat" routeId="chats" />);
    expect(await screen.findByRole('heading', { name: 'Chat page' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_chat/routes');
  });

  it('shows a translated fallback when the remote is down, and retry loads it again', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 manifest unreachable'));
    await renderShell(<RemoteRoute remote="mfe-likes" routeId="likes" />);
    expect(await screen.findByText('Tijdelijk niet beschikbaar')).toBeInTheDocument();

    runtime.loadRemote.mockResolvedValue({ routes: [{ id: 'likes', path: '/likes', Component: () => <h1>Likes page</h1> }] });
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    });
    expect(await screen.findByRole('heading', { name: 'Likes page' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('contains a remote page that crashes to its own slot', async () => {
    const Crashing = () => {
      throw new Error('boom');
    };
    runtime.loadRemote.mockResolvedValue({ routes: [{ id: 'premium', path: '/premium', Component: Crashing }] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderShell(
      <div>
        <p>Shell content</p>
        <RemoteRoute remote="mfe-payments" routeId="premium" />
      </div>,
      { locale: 'en' },
    );
    expect(await screen.findByText('Temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('Shell content')).toBeInTheDocument();
  });

  it('shows the 404 page when the remote has no route with that id', async () => {
    runtime.loadRemote.mockResolvedValue({ routes: chatRoutes });
    await renderShell(<RemoteRoute remote="mfe-search" routeId="members" />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });
});
