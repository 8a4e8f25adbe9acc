import { screen } from '@testing-library/react';
import { renderRoutes, routeContractProblems } from '@dating/shared-kit/test-utils';
import { routes } from './routes';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

describe('mfe-landers routes', () => {
  it('matches the route contract in shared-kit, id for id', () => {
    expect(routeContractProblems('mfe-landers', routes)).toEqual([]);
  });

  it('renders its page frame in Dutch', async () => {
    await renderAt('/landers/video/summer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ontmoet nieuwe mensen bij jou in de buurt' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-landers');
  });

  it('renders the active locale', async () => {
    await renderAt('/landers/video/summer', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet new people near you' })).toBeInTheDocument();
  });
});

describe('mfe-landers unknown kinds', () => {
  it('answers an unknown lander kind with its not-found frame', async () => {
    await renderAt('/landers/no-such-kind');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });
});
