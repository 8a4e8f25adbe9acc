import { mockApi, profileSummary } from '@dating/shared-kit/test';
import type { ApiCall, ApiHandler, ApiReply, CurrentUserResponse } from '@dating/shared-kit/test';

export type StubReply = ApiReply;
export type StubCall = ApiCall;

/** A logged-in member and a visitor as user.php answers them. */
export const member: CurrentUserResponse = {
  user: {
    id: 1,
    status: 'active',
    email: 'me@example.com',
    email_confirmed: true,
    credits: 0,
    paid_user: false,
    signup_date: '2024-01-01T10:00:00.000Z',
    notifications_disabled: [],
    fictional_icon: '',
    language: 'nl',
    profile: { id: 1, name: 'Me', country: 'NL', status: 'active', main_image: null },
  },
};
export const visitor: CurrentUserResponse = { user: null };

export const profile = profileSummary;

/** "METHOD /api/file.php" (or "/api/file.php" for any method), as this remote's tests name calls. */
const kitKey = (key: string) => key.replace('/api/', '');

/**
 * The kit's MSW mock of the API for this remote's tests: answers per "METHOD /api/file.php" and records
 * every call (`path` is the file under /api/, e.g. `like.php`).
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  return mockApi(Object.fromEntries(Object.entries(handlers).map(([key, handler]) => [kitKey(key), handler])));
}

/** An answer held back until `release()`: meanwhile the page's loading state can be looked at. */
export function heldAnswer(body: unknown): { handler: ApiHandler; release: () => void } {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await released;
      return { body };
    },
    release: () => release(),
  };
}
