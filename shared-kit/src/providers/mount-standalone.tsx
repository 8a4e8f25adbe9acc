import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { createAppStore } from '../store/create-app-store';
import { localeFromTag, defaultLocale } from '../i18n/locales';
import { localeChanged } from '../session/session-slice';
import { KitProviders } from './kit-providers';

/**
 * Mounts a remote's routes on its own dev page, with the same providers the shell gives it, so a team
 * can work on its remote without running the shell.
 */
export function mountStandalone(container: HTMLElement | null, routes: RouteObject[]): void {
  if (!container) throw new Error('mountStandalone: no container element');
  const store = createAppStore();
  const router = createBrowserRouter(routes);
  store.dispatch(localeChanged(localeFromTag(new URLSearchParams(window.location.search).get('locale')) ?? defaultLocale));
  createRoot(container).render(
    <StrictMode>
      <KitProviders store={store}>
        <RouterProvider router={router} />
      </KitProviders>
    </StrictMode>,
  );
}
