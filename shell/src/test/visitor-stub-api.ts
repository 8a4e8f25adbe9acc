import { mockApi, noLikes, siteSettings } from '@dating/shared-kit/test';
import type { ApiCall, ApiHandlers, ApiReply } from '@dating/shared-kit/test';

export { member } from '@dating/shared-kit/test';
export type StubReply = ApiReply;
export type StubCall = ApiCall;
/** Handlers keyed `METHOD file.php` (e.g. `POST user.php`), typed by the API contracts. */
export type StubRoutes = ApiHandlers;

const defaults: ApiHandlers = {
  'GET settings.php': { body: siteSettings({ locales: {}, countries: ['NL'] }) },
  'GET user.php': { body: { user: null } },
  'GET likes.php': { body: noLikes() },
};

/**
 * The API for the shell's screen tests: the kit's MSW mock with a visitor on a Dutch site by default.
 * Records every call, so a test can assert what was sent; unknown calls answer 404 like the real API.
 */
export function stubApi(routes: StubRoutes = {}) {
  return mockApi({ ...defaults, ...routes });
}
