import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { coreApi, createAppStore, localeChanged } from '@dating/shared-kit';
import { App } from './app/app';
import { initialLocale } from './app/locale';
import { initFederation } from './federation/init-federation';

async function start(): Promise<void> {
  const store = createAppStore();
  // The registry and the settings are independent; fetch both before the first render.
  // Settings go through the API slice, so every app reads them from the cache afterwards.
  const [, settings] = await Promise.all([
    initFederation(window.location.search),
    store.dispatch(coreApi.endpoints.getSettings.initiate()),
  ]);
  store.dispatch(localeChanged(initialLocale(document.cookie, settings.data?.domain_language)));
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
