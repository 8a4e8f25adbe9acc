import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpByApi } from '../support/api-signup';
import { awaitNewLikeModal, closeNewLikeModal } from '../support/member-session';

/** Account journeys through the composed site: signup by API, mails from the dev outbox. */

// New members get an auto-like at once; its modal is the likes journeys' subject, not these.
test.beforeEach(async ({ page }) => {
  await closeNewLikeModal(page);
});

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function signUp(request: APIRequestContext, email: string, password: string) {
  await signUpByApi(request, { email, name: `Tester${Math.random().toString(36).slice(2, 7)}`, gender: 'female', password });
}

/** The newest mail to `to` with a link containing `linkPart`; mail is written asynchronously, hence the poll. */
async function mailLink(request: APIRequestContext, to: string, linkPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
      link = mails.find((mail) => mail.to.includes(to))?.links.find((href) => href.includes(linkPart));
      return link;
    })
    .toBeTruthy();
  return new URL(link as string).pathname + new URL(link as string).search;
}

/** Signs up and activates through the mailed link, as a new member would. */
async function activatedMember(page: Page, label: string, password = 'geheim123') {
  const email = uniqueEmail(label);
  await signUp(page.request, email, password);
  await page.goto(await mailLink(page.request, email, 'activate.php'));
  await expect(page).toHaveURL(/\/activate\/done$/);
  // Signup logged the browser context in; start the journeys from a clean session.
  await page.request.get('/api/logout.php');
  return { email, password };
}

async function logInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test('sign up by API, activate from the mail link and land on /activate/done', async ({ page }) => {
  const email = uniqueEmail('activate');
  await signUp(page.request, email, 'geheim123');
  await page.goto(await mailLink(page.request, email, 'activate.php'));
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.locator('[data-route-id="activate-done"]')).toBeVisible();
});

test('log in through the form, see the member top bar, log out to the home page', async ({ page }) => {
  const { email, password } = await activatedMember(page, 'login');
  const newLikeModalClosed = await awaitNewLikeModal(page);
  await logInWithForm(page, email, password);
  await expect(page).toHaveURL(/\/members$/);
  await newLikeModalClosed();
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link', { name: 'Leden zoeken' })).toBeVisible();
  await expect(page.getByRole('link', { name: /naar de startpagina/ })).toHaveAttribute('href', '/members');

  await page.getByRole('button', { name: 'Mijn account' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  // Focus does not fall back to <body> with the vanished menu: the home page's heading has it.
  await expect(page.locator('main h1')).toBeFocused();
  expect((await (await page.request.get('/api/user.php')).json()).user).toBeNull();
});

test('logging out on the home page itself moves focus to its heading', async ({ page }) => {
  const { email, password } = await activatedMember(page, 'logout-home');
  const newLikeModalClosed = await awaitNewLikeModal(page);
  await logInWithForm(page, email, password);
  await expect(page).toHaveURL(/\/members$/);
  await newLikeModalClosed();
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByRole('button', { name: 'Mijn account' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).press('Enter');
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
  await expect(page.locator('main h1')).toBeFocused();
});

test('a logged-in member visiting /login goes to /members, and a redirect query is followed', async ({ page }) => {
  const { email, password } = await activatedMember(page, 'redirect');
  await page.goto('/login?redirect=%2Fprofile');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/members$/);
});

test('switch the language on /lang-config; the choice survives a reload', async ({ page }) => {
  await page.goto('/lang-config');
  // click, not check(): the radio follows the locale in the store, which may change after check() has read it.
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language');
  await expect(page.getByRole('status')).toContainText('English');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('en');
});

test('five wrong passwords lock the account and the form shows the minutes', async ({ page }) => {
  const { email } = await activatedMember(page, 'lockout');
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  const password = page.getByLabel('Wachtwoord', { exact: true });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await password.fill(`fout${attempt}`);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login mislukt, probeer opnieuw');
    // Wait for the button to be usable again, so the next click is a new attempt.
    await expect(page.getByRole('button', { name: 'Inloggen' })).not.toHaveAttribute('aria-busy', 'true');
  }
  await password.fill('fout5');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  // The fifth failure itself locks the account (accounts API); every later attempt hears the same.
  await expect(page.getByRole('alert')).toHaveText(/^Te veel foute pogingen, account voor \d+ min geblokkeerd\.$/);
});

test('reset the password through the mailed link and log in with the new one', async ({ page }) => {
  const { email } = await activatedMember(page, 'reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByRole('status')).toContainText('We hebben je een e-mail gestuurd');

  await page.goto(await mailLink(page.request, email, 'reset-password/do'));
  // The form carries the page title as its name too, so pick the input.
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).and(page.locator('input')).fill('nieuw456');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('anders456');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('De opgegeven wachtwoorden zijn niet gelijk.')).toBeVisible();
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('nieuw456');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/members$/);

  await page.request.get('/api/logout.php');
  await logInWithForm(page, email, 'nieuw456');
  await expect(page).toHaveURL(/\/members$/);
});

test('an unknown address on /reset-password says "E-mailadres niet gevonden"', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('E-mailadres').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mailadres niet gevonden');
});
