import { expect, test } from '@playwright/test';
import { closeNewLikeModal } from '../support/member-session';
import { CLIENT, DEMO, entryWarningKey, logInAsDemo } from './profile-support';

/** /notifications and the delete-account flow through the composed site. */

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

test.describe('entry warning', () => {
  // Other journeys may start with the warning confirmed (playwright.config storageState); this one must not.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a visitor confirms the 18+ entry warning once', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ik ben 18 jaar of ouder' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), entryWarningKey)).toBeTruthy();
    const userLoaded = page.waitForResponse((response) => response.url().includes('/api/user.php'));
    await page.reload();
    await userLoaded;
    await expect(page.locator('#main-content')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test('a member changes notification kinds and invisible mode', async ({ page }) => {
  await closeNewLikeModal(page);
  await logInAsDemo(page);
  await page.goto('/notifications');
  const likes = page.getByRole('checkbox', { name: 'Likes', exact: true });
  await expect(likes).toBeChecked();
  // click, not uncheck() or check(): the boxes and the switch are controlled by the store, which tells React of
  // the optimistic update at the next frame (RTK's auto-batching), while uncheck() reads the state right after
  // its click; on a loaded machine it read the old state. The assertions wait for the update.
  await likes.click();
  await expect(likes).not.toBeChecked();
  await expect(page.getByText('Je instellingen zijn opgeslagen.')).toBeVisible();
  const invisible = page.getByRole('switch', { name: 'Onzichtbare modus' });
  await invisible.click();
  await expect(invisible).toBeChecked();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Likes', exact: true })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Onzichtbare modus' })).toBeChecked();
  const settings = await (await page.request.get('/api/notifications.php', { headers: CLIENT })).json();
  expect(settings).toMatchObject({ notifications_disabled: ['like'], invisible: true });

  // Put the demo member back as the other journeys expect it.
  await page.request.put('/api/notifications.php', { headers: CLIENT, data: { notifications_disabled: [], invisible: false } });
});

test('a member deletes the account and reactivates it from the mailed link', async ({ page }) => {
  await closeNewLikeModal(page);
  await logInAsDemo(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Account verwijderen…' }).click();
  await page.getByRole('radio', { name: 'Ik neem een pauze' }).check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('heading', { name: 'Voordat je gaat' })).toBeVisible();
  await expect(page.getByRole('link', { name: /korting op credits/ })).toHaveAttribute('href', '/credits');
  await page.getByRole('button', { name: 'Toch verwijderen' }).click();
  await page.getByLabel('Je wachtwoord').fill('wrong-password');
  await page.getByRole('button', { name: 'Account definitief verwijderen' }).click();
  await expect(page.getByText('Het wachtwoord klopt niet.')).toBeVisible();
  await page.getByLabel('Je wachtwoord').fill(DEMO.password);
  await page.getByRole('button', { name: 'Account definitief verwijderen' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  expect((await (await page.request.get('/api/user.php', { headers: CLIENT })).json()).user).toBeNull();

  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMail[];
      link = mails.find((mail) => mail.to.includes(DEMO.email))?.links.find((href) => href.includes('reactivate.php'));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  await page.goto(url.pathname + url.search);
  await expect(page).toHaveURL(/\/members$/);
  const user = (await (await page.request.get('/api/user.php', { headers: CLIENT })).json()).user as { status: string } | null;
  expect(user?.status).toBe('active');
});
