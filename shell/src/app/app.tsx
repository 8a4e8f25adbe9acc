import { useMemo } from 'react';
import { AppMessagesProvider, KitProviders, RealtimeConnection, createBrowserRouter, RouterProvider } from '@dating/shared-kit';
import type { AppStore } from '@dating/shared-kit';
import { createSiteRoutes } from '../routing/create-site-routes';
import { loadShellMessages, SHELL_MESSAGES_SCOPE } from '../i18n/load-shell-messages';

/** The composed site: one store, one router, the active locale's messages. */
export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => {
    const { routes, patchRoutesOnNavigation } = createSiteRoutes();
    return createBrowserRouter(routes, { patchRoutesOnNavigation });
  }, []);
  return (
    <KitProviders store={store}>
      <RealtimeConnection />
      <AppMessagesProvider scope={SHELL_MESSAGES_SCOPE} load={loadShellMessages}>
        <RouterProvider router={router} />
      </AppMessagesProvider>
    </KitProviders>
  );
}
