import { screen } from '@testing-library/react';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from './routes';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

describe('mfe-likes routes', () => {
  it('exposes exactly the route ids this remote owns', () => {
    expect(routes.map((route) => route.id)).toEqual(["likes", "likes-type", "likes-m-id", "swipe-game"]);
  });

  it('renders its page frame in Dutch', async () => {
    await renderAt('/likes');
    expect(await screen.findByRole('heading', { level: 1, name: "Likes" })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-likes');
  });

  it('renders the active locale', async () => {
    await renderAt('/likes', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: "Likes" })).toBeInTheDocument();
  });
});
