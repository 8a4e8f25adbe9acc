import { mockApi, siteSettings as kitSiteSettings } from '@dating/shared-kit/test';
import type { ApiCall, ApiReply, SiteSettings } from '@dating/shared-kit/test';

/** Test-only: the kit's MSW mock of the API, answered by a function of the call, recording every call. */
export type { ApiCall, ApiReply };
export type ApiHandler = (call: ApiCall) => ApiReply | undefined;

export const siteSettings = (overrides: Partial<SiteSettings> = {}) => kitSiteSettings(overrides);

/** Installs the mock; `handle` answers first, then settings.php; anything else is a 404. */
export function stubApi(handle: ApiHandler, settings: SiteSettings = siteSettings()): ApiCall[] {
  return mockApi({ 'GET settings.php': { body: settings } }, { answer: handle }).calls;
}

export const callsTo = (calls: ApiCall[], file: string, method = 'GET') =>
  calls.filter((call) => call.url.pathname.endsWith(`/${file}`) && call.method === method);
