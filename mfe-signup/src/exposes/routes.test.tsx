import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore, KitProviders, localeChanged } from '@dating/shared-kit';
import { routes } from './routes';

function renderAt(path: string, locale: 'nl' | 'en' = 'nl') {
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <KitProviders store={store}>
      <RouterProvider router={router} />
    </KitProviders>,
  );
}

describe('mfe-signup routes', () => {
  it('exposes exactly the route ids this remote owns', () => {
    expect(routes.map((route) => route.id)).toEqual(["signup", "signup-matches", "complete-signup", "members-id-signup", "activate-done", "activate-error"]);
  });

  it('renders its page frame in Dutch', async () => {
    renderAt('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: "Aanmelden" })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-signup');
  });

  it('renders the active locale', async () => {
    renderAt('/signup', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: "Sign up" })).toBeInTheDocument();
  });
});
