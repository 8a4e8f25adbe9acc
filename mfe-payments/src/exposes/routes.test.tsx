import { screen } from '@testing-library/react';
import { renderRoutes, routeContractProblems } from '@dating/shared-kit/test-utils';
import { routes } from './routes';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

describe('mfe-payments routes', () => {
  it('matches the route contract in shared-kit, id for id', () => {
    expect(routeContractProblems('mfe-payments', routes)).toEqual([]);
  });

  it('renders its page frame in Dutch', async () => {
    await renderAt('/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits kopen' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-payments');
  });

  it('renders the active locale', async () => {
    await renderAt('/credits', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy credits' })).toBeInTheDocument();
  });
});
