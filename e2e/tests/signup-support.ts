import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tap } from '../support/phone';
import { entryWarningKey, makePng } from './profile-support';

/** Helpers of the signup journeys: a visitor filling step 0, and the activation mail from the dev outbox. */

export function uniqueEmail(label: string): string {
  return `e2e-signup-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Visitors on the policy sites (*.localhost) confirmed the 18+ warning too, like every journey's visitor. */
export async function dismissEntryWarningEverywhere(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, '2024-01-01T00:00:00.000Z'), entryWarningKey);
}

/**
 * Fills step 0 inside `scope` (the page or the signup modal); the tiles may be prefilled already. On a phone
 * (`hand: 'touch'`) the tiles are tapped.
 */
export async function fillAccountStep(
  scope: Page | ReturnType<Page['getByRole']>,
  email: string,
  { name = `Tester${Math.random().toString(36).slice(2, 7)}`, hand = 'mouse' }: { name?: string; hand?: 'mouse' | 'touch' } = {},
) {
  for (const tile of ['Vrouw', 'Mannen']) {
    const button = scope.getByRole('button', { name: tile, exact: true });
    if ((await button.getAttribute('aria-pressed')) === 'true') continue;
    if (hand === 'touch') await tap(button);
    else await button.click();
  }
  await scope.getByLabel('Profielnaam').fill(name);
  await scope.getByLabel('E-mailadres').fill(email);
  await scope.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await scope.getByLabel('Herhaal wachtwoord').fill('geheim123');
  await scope.getByLabel('Dag').fill('17');
  await scope.getByLabel('Maand').fill('5');
  await scope.getByLabel('Jaar').fill('1990');
}

interface OutboxMail {
  to: string;
  links: string[];
}

/** The activation link mailed to `to` (mail is written asynchronously, hence the poll), as a local path. */
export async function activationLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('http://localhost:8080/dev/outbox.json')).json()) as OutboxMail[];
      link = mails.find((mail) => mail.to.includes(to))?.links.find((href) => href.includes('activate.php'));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return url.pathname + url.search;
}

/**
 * Steps 1 to 4 after the account exists (step 0 sent): a region and an interest, a photo (then under
 * inspection), about me from a prompt, push skipped; ends on the matches.
 */
export async function completeSignupSteps(page: Page) {
  await expect(page.getByText('Stap 2 van 5')).toBeVisible();
  await page.getByLabel('Regio').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Wandelen' }).click();
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByText('Stap 3 van 5')).toBeVisible();
  await page.getByLabel('Foto kiezen').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng(200) });
  await expect(page.getByText('Wordt gecontroleerd')).toBeVisible();
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByText('Stap 4 van 5')).toBeVisible();
  await page.getByRole('button', { name: 'Mijn perfecte weekend is…' }).click();
  await page.getByLabel('Over mij').pressSequentially('wandelen in de duinen');
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByText('Stap 5 van 5')).toBeVisible();
  await page.getByRole('button', { name: 'Overslaan' }).click();
  await expect(page).toHaveURL(/\/signup-matches$/);
}

/** The tracking data the API stored with the account of `email` (a development route, loopback only). */
export async function storedTracking(request: APIRequestContext, email: string): Promise<Record<string, string> | null> {
  const response = await request.get(`http://localhost:8080/dev/signup-tracking.json?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tracking: Record<string, string> | null }).tracking;
}
