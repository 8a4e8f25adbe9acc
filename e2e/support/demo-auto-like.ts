import { CLIENT_HEADERS, DEMO } from './member-session';

/**
 * Uses up the demo member's auto-like (one per 6 hours, spec 7) before the journeys start. Otherwise the
 * first journey that happens to stay long enough on a demo page gets the new-like modal, and it can open
 * between a locator handler's check and a click, which then lands on the modal's backdrop. The modal's own
 * journeys sign up fresh members.
 */
export async function useUpDemoAutoLike(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/user.php`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(DEMO),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const autoLike = await fetch(`${baseUrl}/api/auto-like.php`, { headers: { ...CLIENT_HEADERS, Cookie: cookie, Origin: baseUrl } });
  if (!autoLike.ok) throw new Error(`the demo member's auto-like failed: ${autoLike.status} ${await autoLike.text()}`);
}
