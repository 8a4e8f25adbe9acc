import { useMemo } from 'react';
import { AppMessagesProvider, KitProviders, RealtimeConnection, createBrowserRouter, RouterProvider } from '@dating/shared-kit';
import type { AppStore } from '@dating/shared-kit';
import { createSiteRoutes } from '../routing/create-site-routes';
import { loadShellMessages } from '../i18n/load-shell-messages';

/** The composed site: one store, one router, the active locale's messages. */
export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => {
    const { routes, patchRoutesOnNavigation } = createSiteRoutes();
    return createBrowserRouter(routes, { patchRoutesOnNavigation });
  }, []);
  return (
    <KitProviders store={store}>
      <RealtimeConnection />
      <AppMessagesProvider scope="shell" load={loadShellMessages}>
        <RouterProvider router={router} />
      </AppMessagesProvider>
    </KitProviders>
  );
}
