import { coreApi, initialLocale, localeChanged, selectLocale } from '@dating/shared-kit';
import type { AppStore, SiteSettings } from '@dating/shared-kit';

/**
 * Sets the first render's locale (the locale cookie, else the site's domain_language). When the
 * settings were not there yet (API down at start, no last good copy), the site's language is applied once
 * they arrive, unless the visitor chose a language meanwhile.
 */
export function applyBootLocale(store: AppStore, cookie: string, settings: SiteSettings | undefined): void {
  const first = initialLocale(cookie, settings?.domain_language);
  store.dispatch(localeChanged(first));
  if (settings) return;
  const selectSettings = coreApi.endpoints.getSettings.select();
  const unsubscribe = store.subscribe(() => {
    const late = selectSettings(store.getState()).data;
    if (!late) return;
    unsubscribe();
    if (selectLocale(store.getState()) === first) store.dispatch(localeChanged(initialLocale(cookie, late.domain_language)));
  });
}
