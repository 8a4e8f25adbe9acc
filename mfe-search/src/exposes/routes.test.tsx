import { screen } from '@testing-library/react';
import { renderRoutes, routeContractProblems } from '@dating/shared-kit/test-utils';
import { mockApi } from '@dating/shared-kit/test';
import { routes } from './routes';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

// Every API call answers 404 like an unknown route: these tests only look at the frame.
beforeEach(() => {
  mockApi();
});

describe('mfe-search routes', () => {
  it('matches the route contract in shared-kit, id for id', () => {
    expect(routeContractProblems('mfe-search', routes)).toEqual([]);
  });

  it('renders its page frame in Dutch', async () => {
    await renderAt('/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-search');
  });

  it('renders the active locale', async () => {
    await renderAt('/members', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search members' })).toBeInTheDocument();
  });
});
