import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createAppStore,
  installChunkLoadRecovery,
  preloadKitMessages,
  provideBootAnswers,
  selectLocale,
  sessionUserReceived,
} from '@dating/shared-kit';
import { App } from './app/app';
import { applyBootLocale } from './boot/boot-locale';
import { loadBootSettings } from './boot/boot-settings';
import { readInlineBootData } from './boot/inline-boot-data';
import { initFederation } from './federation/init-federation';
import { preloadShellMessages } from './i18n/load-shell-messages';
import { preloadRouteParts } from './routing/preload-route-parts';
import { registerServiceWorker } from './shared/service-worker';
import { startTracking } from './features/tracking/start-tracking';

async function start(): Promise<void> {
  // A chunk missing after a deploy reloads the page, at most once per 60 s.
  installChunkLoadRecovery();
  // Tracking query parameters are stored for signup; ?lb turns on page-bounce beacons.
  startTracking(window.location.search);
  // The first page's layout parts and home page download alongside the registry and settings below.
  preloadRouteParts(window.location.pathname);
  const store = createAppStore();
  // The push service worker registers after the load event, off the first render's path.
  registerServiceWorker(store.dispatch);
  // The registry and the settings are independent; fetch both before the first render. Neither blocks it
  // when it fails: the registry falls back (last good or built-in), settings come from the last good copy
  // or are waited for a bounded time, and the page says the API is unavailable and keeps trying.
  // Settings go through the API slice, so every app reads them from the cache afterwards. What the gateway
  // wrote into the page (registry, settings, the member's user.php) is used instead of asking again.
  const boot = readInlineBootData();
  // The page's first calls (the member search, a profile, the badges' likes and chats) answered by the
  // gateway: the apps' queries take them instead of a round trip after the scripts ran.
  provideBootAnswers(boot.answers);
  if (boot.user) store.dispatch(sessionUserReceived(boot.user));
  const [, settings] = await Promise.all([
    initFederation(window.location.search, boot.registry),
    loadBootSettings(store, { host: window.location.host, inline: boot.settings }),
  ]);
  applyBootLocale(store, document.cookie, settings);
  // The kit's and the shell's catalogues together, not each after its parent provider rendered.
  const locale = selectLocale(store.getState());
  preloadKitMessages(locale);
  preloadShellMessages(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
