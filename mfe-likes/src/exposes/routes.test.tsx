import { screen } from '@testing-library/react';
import { describeRemoteRoutes } from '@dating/shared-kit/test-utils';
import { stubApi, visitor } from '../test/stub-api';
import { routes } from './routes';

// A visitor: the frames render without the member's data.
beforeEach(() => {
  vi.unstubAllGlobals();
  stubApi({ '/api/user.php': { body: visitor } });
});

describeRemoteRoutes('mfe-likes', routes, { path: '/likes', heading: { nl: 'Ontvangen likes', en: 'Likes received' } }, (renderAt) => {
  it.each([
    ['/likes', 'Ontvangen likes'],
    ['/likes/received', 'Ontvangen likes'],
    ['/likes/given', 'Gegeven likes'],
    ['/likes/matches', 'Matches'],
  ])('gives %s its own document title', async (path, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('asks a visitor to sign up in the active locale', async () => {
    await renderAt('/swipe-game', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Swipe game' })).toBeInTheDocument();
    expect(await screen.findByText('Log in or sign up for free to like members and see your likes.')).toBeInTheDocument();
  });

  it.each(['/likes', '/likes/given', '/likes/m/5', '/swipe-game'])(
    'leads a visitor on %s to sign up, without calling the likes API',
    async (path) => {
      const api = stubApi({ '/api/user.php': { body: visitor } });
      await renderAt(path);
      expect(await screen.findByText('Log in of meld je gratis aan om te liken en je likes te zien.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute('href', '/signup');
      expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
      expect(api.calls.map((call) => call.path)).toEqual(['user.php']);
    },
  );
});
