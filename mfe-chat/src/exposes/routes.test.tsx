import { screen } from '@testing-library/react';
import { renderRoutes, routeContractProblems } from '@dating/shared-kit/test-utils';
import { mockApi } from '@dating/shared-kit/test';
import { routes } from './routes';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

// A visitor: the frames render without the member's data.
beforeEach(() => mockApi({ 'GET user.php': { body: { user: null } } }));

describe('mfe-chat routes', () => {
  it('matches the route contract in shared-kit, id for id', () => {
    expect(routeContractProblems('mfe-chat', routes)).toEqual([]);
  });

  it('renders its page frame in Dutch', async () => {
    await renderAt('/chats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichten' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-chat');
  });

  it('renders the active locale', async () => {
    await renderAt('/chats', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('nests an open conversation inside /chats: the deepest match is chats-id and it replaces the list', async () => {
    const { router } = await renderAt('/chats/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gesprek' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Berichten' })).not.toBeInTheDocument();
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['chats', 'chats-id']);
    expect(screen.getByRole('region')).toHaveAttribute('data-route-id', 'chats-id');
  });
});
