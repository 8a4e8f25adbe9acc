import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore, KitProviders, localeChanged } from '@dating/shared-kit';
import { routes } from './routes';

async function renderAt(path: string, locale: 'nl' | 'en' = 'nl') {
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Catalogues load through Suspense, which settles inside act only when the act scope is awaited.
  await act(async () => {
    render(
      <KitProviders store={store}>
        <RouterProvider router={router} />
      </KitProviders>,
    );
  });
}

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
