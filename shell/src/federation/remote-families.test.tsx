import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLoaderData } from '@dating/shared-kit/test-utils';
import { createAppStore, localeChanged, Outlet, useMatches } from '@dating/shared-kit';
import type { Locale, RouteObject } from '@dating/shared-kit';
import { renderRouter } from '../test/render-shell';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteFamilies } = await import('./remote-families');
const { forgetRemoteRoutes } = await import('./load-remote-routes');
const { IncompatibleRemoteError } = await import('./shared-versions');

/** The deepest route's id and layout, as the shell's layout reads them. */
function Layout() {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  return (
    <div data-testid="layout" data-route-id={deepest?.id} data-layout={(deepest?.handle as { layout?: string } | undefined)?.layout}>
      <p>Shell content</p>
      <Outlet />
    </div>
  );
}

async function renderAt(path: string, locale: Locale = 'nl') {
  const families = new RemoteFamilies();
  const routes: RouteObject[] = [{ id: 'root', element: <Layout />, children: families.routes() }];
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: families.patchRoutesOnNavigation });
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  await renderRouter(router, store);
  return router;
}

function Conversation() {
  const data = useLoaderData<{ id: string }>();
  return <h1>Conversation {data.id}</h1>;
}

const chatRoutes: RouteObject[] = [
  {
    id: 'chats',
    path: '/chats',
    Component: () => (
      <section>
        <h2>Conversation list</h2>
        <Outlet />
      </section>
    ),
    children: [
      { id: 'chats-id', path: ':id', loader: ({ params }) => ({ id: params.id }), Component: Conversation, handle: { remoteOwn: true } },
    ],
  },
  { id: 'members-id-chat', path: '/members/:id/chat', Component: () => <h1>Start a chat</h1> },
];

describe('RemoteFamilies', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    for (const remote of ['mfe-chat', 'mfe-likes', 'mfe-payments'] as const) forgetRemoteRoutes(remote);
    // React and the slot report the failures the tests cause on purpose.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("mounts the remote's nested routes with their loaders, and the contract's layout on its route ids", async () => {
    runtime.loadRemote.mockResolvedValue({ routes: chatRoutes });
    const router = await renderAt('/chats/5');
    expect(await screen.findByRole('heading', { name: 'Conversation 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conversation list' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_chat/routes');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'family-mfe-chat', 'chats', 'chats-id']);
    expect(screen.getByTestId('layout')).toHaveAttribute('data-layout', 'chat');
    expect(router.state.matches.at(-1)?.route.handle).toEqual({ remoteOwn: true, layout: 'chat', owner: 'mfe-chat' });
  });

  it('gives a path to the most specific family and loads the remote once', async () => {
    runtime.loadRemote.mockResolvedValue({ routes: chatRoutes });
    const router = await renderAt('/members/12/chat');
    expect(await screen.findByRole('heading', { name: 'Start a chat' })).toBeInTheDocument();
    await act(() => router.navigate('/chats/9'));
    expect(await screen.findByRole('heading', { name: 'Conversation 9' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the 404 page for a path of the family that the remote does not have', async () => {
    runtime.loadRemote.mockResolvedValue({ routes: chatRoutes });
    await renderAt('/chats/5/unknown', 'en');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('shows a translated fallback in the slot when the remote is down, and retry mounts it', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 manifest unreachable'));
    await renderAt('/chats/5');
    expect(await screen.findByText('Tijdelijk niet beschikbaar')).toBeInTheDocument();
    expect(screen.getByText('Shell content')).toBeInTheDocument();

    runtime.loadRemote.mockResolvedValue({ routes: chatRoutes });
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    });
    expect(await screen.findByRole('heading', { name: 'Conversation 5' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('contains a remote page that crashes to its own slot', async () => {
    const Crashing = () => {
      throw new Error('boom');
    };
    runtime.loadRemote.mockResolvedValue({ routes: [{ id: 'premium', path: '/premium', Component: Crashing }] });
    await renderAt('/premium', 'en');
    expect(await screen.findByText('Temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('Shell content')).toBeInTheDocument();
  });

  it("shows the slot's fallback when a remote route's loader fails", async () => {
    runtime.loadRemote.mockResolvedValue({
      routes: [{ id: 'likes', path: '/likes', loader: () => Promise.reject(new Error('chunk gone')), Component: () => <h1>Likes</h1> }],
    });
    await renderAt('/likes', 'en');
    expect(await screen.findByText('Temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('Shell content')).toBeInTheDocument();
  });

  it('shows the fallback for a remote built against an incompatible shared-kit major', async () => {
    runtime.loadRemote.mockRejectedValue(
      new IncompatibleRemoteError('mfe_chat', ['@dating/shared-kit: needs ^2.0.0, the shell has 1.0.0']),
    );
    await renderAt('/chats', 'en');
    expect(await screen.findByText('Temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('Shell content')).toBeInTheDocument();
  });
});
