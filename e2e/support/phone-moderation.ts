import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { awaitNewLikeModal, closeNewLikeModal, CLIENT_HEADERS } from './member-session';
import { phonePage, tap } from './phone';

/** The seed's moderator account (api/src/seed/demo-moderator.ts). */
export const MODERATOR = { email: 'moderator@example.com', password: 'moderator1234' };

/** The moderator on a phone of their own, who opens the console from the account menu by touch. */
export async function phoneModeratorConsole(browser: Browser): Promise<Page> {
  const page = await phonePage(browser);
  const login = await page.request.post('/api/user.php', { headers: CLIENT_HEADERS, data: MODERATOR });
  expect(login.status(), await login.text()).toBe(200);
  await closeNewLikeModal(page);
  const newLikeModalClosed = await awaitNewLikeModal(page);
  await page.goto('/members');
  // The auto-like's modal (if the login brings one) comes and goes before the menu is opened: it would close it.
  await newLikeModalClosed();
  await tap(page.getByRole('button', { name: 'Mijn account' }));
  await tap(page.getByRole('menuitem', { name: 'Moderatie' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Moderatie' })).toBeVisible();
  return page;
}

/** The item named `heading` in the open queue, found by tapping Next (other items may wait before it). */
export async function findInQueue(page: Page, heading: string | RegExp): Promise<Locator> {
  const panel = page.getByRole('region', { name: heading });
  const next = page.getByRole('button', { name: 'Volgende (J)' });
  // The queue has loaded once it says where in it the moderator is ("1 van 3"); only then is looking meaningful.
  await expect(page.getByText(/^\d+ van \d+$/)).toBeVisible();
  for (let step = 0; step < 50 && !(await panel.isVisible()) && (await next.isEnabled()); step++) await tap(next);
  await expect(panel).toBeVisible();
  return panel;
}
