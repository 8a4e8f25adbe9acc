import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { signUpByApi } from '../support/api-signup';
import { returningVisitor } from '../support/returning-visitor';
import { CLIENT_HEADERS as CLIENT } from '../support/member-session';

/** Helpers of the super-like journeys. */

const storageState = returningVisitor();

/** A fresh member (the sign-up credits pay one super like) in a browser context of its own; answers the page and id. */
export async function freshLiker(
  browser: Browser,
  gender: 'male' | 'female',
  label: string,
  contextOptions: Parameters<Browser['newContext']>[0] = {},
): Promise<{ page: Page; id: number; name: string }> {
  const context = await browser.newContext({ baseURL: 'http://localhost:8080', storageState, ...contextOptions });
  const page = await context.newPage();
  const name = `Super${label}${Math.random().toString(36).slice(2, 7)}`;
  await signUpByApi(page.request, {
    email: `e2e-super-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    name,
    gender,
    dateOfBirth: '1990-05-05',
  });
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number } } };
  return { page, id: user.profile.id, name };
}

/** A super like through the API, as the game sends it; answers the balance after it. */
export async function superLikeByApi(page: Page, profileId: number): Promise<number> {
  const response = await page.request.post('/api/like.php', {
    headers: CLIENT,
    data: { profile_id: profileId, super: true, client_id: randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { credits: number }).credits;
}
