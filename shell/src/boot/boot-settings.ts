import { coreApi } from '@dating/shared-kit';
import type { AppStore, SiteSettings } from '@dating/shared-kit';
import { readLastGoodSettings, saveLastGoodSettings } from './last-good-settings';

export interface BootSettingsOptions {
  host: string;
  /** Longest wait for settings.php before the first render when no last good settings are stored. */
  waitMs?: number;
  /** settings.php's answer the gateway wrote into the page (inline-boot-data.ts): used as a fresh answer. */
  inline?: SiteSettings;
}

const selectSettings = coreApi.endpoints.getSettings.select();

/** Stores every fresh settings.php answer as the last good one, for the next start with the API down. */
export function keepLastGoodSettings(store: AppStore, host: string): () => void {
  let last: SiteSettings | undefined;
  return store.subscribe(() => {
    const entry = selectSettings(store.getState());
    if (entry.status !== 'fulfilled' || entry.data === last) return;
    last = entry.data;
    saveLastGoodSettings(host, entry.data);
  });
}

/**
 * The settings the first render uses. Last good settings (last-good-settings.ts) go into the API cache at
 * once, so every reader of settings has them while settings.php is asked again behind them. Without them
 * the first render waits for settings.php at most `waitMs`: with the API down the page then renders with
 * defaults and says so, instead of staying blank through every retry. Settings written into the page by the
 * gateway are the API's answer of a moment ago: used as such, without asking again. Never rejects.
 */
export async function loadBootSettings(
  store: AppStore,
  { host, waitMs = 3000, inline }: BootSettingsOptions,
): Promise<SiteSettings | undefined> {
  if (inline) {
    keepLastGoodSettings(store, host);
    await store.dispatch(coreApi.util.upsertQueryData('getSettings', undefined, inline));
    return inline;
  }
  const cached = readLastGoodSettings(host);
  if (cached) await store.dispatch(coreApi.util.upsertQueryData('getSettings', undefined, cached));
  keepLastGoodSettings(store, host);
  // Subscribed for the whole visit, like any reader: settings are kept forever anyway (keepUnusedDataFor).
  const request = store.dispatch(coreApi.endpoints.getSettings.initiate(undefined, { forceRefetch: cached !== undefined }));
  if (cached) return cached;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const answered = request.then((result) => result.data);
  const settings = await Promise.race([answered, timeout]);
  clearTimeout(timer);
  return settings;
}
