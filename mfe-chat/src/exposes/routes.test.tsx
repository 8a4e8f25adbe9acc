import { screen } from '@testing-library/react';
import { describeRemoteRoutes } from '@dating/shared-kit/test-utils';
import { mockApi } from '@dating/shared-kit/test';
import { routes } from './routes';

// A visitor: the frames render without the member's data.
beforeEach(() => mockApi({ 'GET user.php': { body: { user: null } } }));

describeRemoteRoutes('mfe-chat', routes, { path: '/chats', heading: { nl: 'Berichten', en: 'Messages' } }, (renderAt) => {
  it('nests an open conversation inside /chats: the deepest match is chats-id and it replaces the list', async () => {
    const { router } = await renderAt('/chats/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gesprek' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Berichten' })).not.toBeInTheDocument();
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['chats', 'chats-id']);
    expect(screen.getByRole('region')).toHaveAttribute('data-route-id', 'chats-id');
  });
});
