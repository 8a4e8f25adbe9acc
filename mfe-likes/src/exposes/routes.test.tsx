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

describe('mfe-likes routes', () => {
  it('exposes exactly the route ids this remote owns', () => {
    expect(routes.map((route) => route.id)).toEqual(["likes", "likes-type", "likes-m-id", "swipe-game"]);
  });

  it('renders its page frame in Dutch', async () => {
    renderAt('/likes');
    expect(await screen.findByRole('heading', { level: 1, name: "Likes" })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-app', 'mfe-likes');
  });

  it('renders the active locale', async () => {
    renderAt('/likes', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: "Likes" })).toBeInTheDocument();
  });
});
