import { screen } from '@testing-library/react';
import { renderRoutes, routeContractProblems } from '@dating/shared-kit/test-utils';
import { routes } from './routes';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

describe('mfe-signup routes', () => {
  it('matches the route contract in shared-kit, id for id', () => {
    expect(routeContractProblems('mfe-signup', routes)).toEqual([]);
  });

  it('renders its page frame in Dutch', async () => {
    await renderAt('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aanmelden' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-signup');
  });

  it('renders the active locale', async () => {
    await renderAt('/signup', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
  });
});
