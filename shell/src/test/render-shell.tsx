import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from '@dating/shared-kit/test-utils';
import { AppMessagesProvider, createAppStore, KitProviders, localeChanged, RouterProvider } from '@dating/shared-kit';
import type { AppStore, Locale } from '@dating/shared-kit';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;
import { loadAllShellMessages } from '../i18n/load-shell-messages';

interface Options {
  locale?: Locale;
  path?: string;
  store?: AppStore;
}

/** Renders shell UI with the real providers and catalogues, inside a memory router. */
export async function renderShell(ui: ReactElement, { locale = 'nl', path = '/', store = createAppStore() }: Options = {}) {
  store.dispatch(localeChanged(locale));
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  await renderRouter(router, store);
  return { store, router };
}

/** Renders `router` with the real providers and the shell's catalogues, in `store` (its locale already set). */
export async function renderRouter(router: MemoryRouter, store: AppStore): Promise<void> {
  // Catalogues load through Suspense, which settles inside act only when the act scope is awaited.
  await act(async () => {
    render(
      <KitProviders store={store}>
        <AppMessagesProvider scope="shell" load={loadAllShellMessages}>
          <RouterProvider router={router} />
        </AppMessagesProvider>
      </KitProviders>,
    );
  });
}
