import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { KitProviders } from '../providers/kit-providers';
import { createAppStore } from '../store/create-app-store';
import { localeChanged } from '../session/session-slice';
import type { Locale } from '../i18n/locales';

/**
 * Renders an app's routes at `path` with the real store, theme and catalogues, as the shell would.
 * Catalogues load through Suspense, which settles inside act only when the act scope is awaited.
 */
export async function renderRoutes(routes: RouteObject[], path: string, locale: Locale = 'nl') {
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(
      <KitProviders store={store}>
        <RouterProvider router={router} />
      </KitProviders>,
    );
  });
  return { store, router };
}
