import { screen } from '@testing-library/react';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from './routes';

const renderAt = (path: string, locale: 'nl' | 'en' = 'nl') => renderRoutes(routes, path, locale);

describe('mfe-signup routes', () => {
  it('exposes exactly the route ids this remote owns', () => {
    expect(routes.map((route) => route.id)).toEqual(["signup", "signup-matches", "complete-signup", "members-id-signup", "activate-done", "activate-error"]);
  });

  it('renders its page frame in Dutch', async () => {
    await renderAt('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: "Aanmelden" })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-signup');
  });

  it('renders the active locale', async () => {
    await renderAt('/signup', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: "Sign up" })).toBeInTheDocument();
  });
});
