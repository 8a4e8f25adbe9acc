import { screen } from '@testing-library/react';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from './routes';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

describe('mfe-search routes', () => {
  it('exposes exactly the route ids this remote owns', () => {
    expect(routes.map((route) => route.id)).toEqual(["members", "members-id", "match-finder"]);
  });

  it('renders its page frame in Dutch', async () => {
    await renderAt('/members');
    expect(await screen.findByRole('heading', { level: 1, name: "Leden zoeken" })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-search');
  });

  it('renders the active locale', async () => {
    await renderAt('/members', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: "Search members" })).toBeInTheDocument();
  });
});
