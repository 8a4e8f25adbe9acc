import { screen } from '@testing-library/react';
import { renderRoutes, routeContractProblems } from '@dating/shared-kit/test-utils';
import { stubApi, visitor } from '../test/stub-api';
import { routes } from './routes';

beforeEach(() => vi.unstubAllGlobals());

describe('mfe-likes routes', () => {
  it('matches the route contract in shared-kit, id for id', () => {
    expect(routeContractProblems('mfe-likes', routes)).toEqual([]);
  });

  it('renders its page frame in Dutch', async () => {
    stubApi({ '/api/user.php': { body: visitor } });
    await renderRoutes(routes, '/likes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ontvangen likes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ontvangen likes' })).toHaveAttribute('data-app', 'mfe-likes');
  });

  it.each([
    ['/likes', 'Ontvangen likes'],
    ['/likes/received', 'Ontvangen likes'],
    ['/likes/given', 'Gegeven likes'],
    ['/likes/matches', 'Matches'],
  ])('gives %s its own document title', async (path, title) => {
    stubApi({ '/api/user.php': { body: visitor } });
    await renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('renders the active locale', async () => {
    stubApi({ '/api/user.php': { body: visitor } });
    await renderRoutes(routes, '/swipe-game', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Swipe game' })).toBeInTheDocument();
    expect(await screen.findByText('Log in or sign up for free to like members and see your likes.')).toBeInTheDocument();
  });

  it.each(['/likes', '/likes/given', '/likes/m/5', '/swipe-game'])(
    'leads a visitor on %s to sign up, without calling the likes API',
    async (path) => {
      const api = stubApi({ '/api/user.php': { body: visitor } });
      await renderRoutes(routes, path);
      expect(await screen.findByText('Log in of meld je gratis aan om te liken en je likes te zien.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute('href', '/signup');
      expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
      expect(api.calls.map((call) => call.path)).toEqual(['user.php']);
    },
  );
});
