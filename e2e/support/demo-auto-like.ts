import { request } from '@playwright/test';
import { CLIENT_HEADERS, DEMO } from './member-session';

/**
 * Uses up the demo member's auto-like (one per 6 hours) before the journeys start. Otherwise the
 * first journey that happens to stay long enough on a demo page gets the new-like modal, and it can open
 * between a locator handler's check and a click, which then lands on the modal's backdrop. The modal's own
 * journeys sign up fresh members.
 */
export async function useUpDemoAutoLike(baseURL: string): Promise<void> {
  // The same API client the journeys log in with (page.request): it keeps the session cookie.
  const api = await request.newContext({ baseURL, extraHTTPHeaders: CLIENT_HEADERS });
  try {
    const login = await api.post('/api/user.php', { data: DEMO });
    if (!login.ok()) throw new Error(`demo login failed: ${login.status()} ${await login.text()}`);
    const autoLike = await api.get('/api/auto-like.php');
    if (!autoLike.ok()) throw new Error(`the demo member's auto-like failed: ${autoLike.status()} ${await autoLike.text()}`);
  } finally {
    await api.dispose();
  }
}
