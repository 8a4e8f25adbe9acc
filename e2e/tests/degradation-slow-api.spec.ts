import { expect, test } from '@playwright/test';
import { holdApiCalls } from '../support/held-api';
import { closeNewLikeModal } from '../support/member-session';
import { DEMO, logInAsDemo } from './profile-support';
import { composer, DEMO2, memberPage, thread } from './chat-support';

/** A slow API: the progress bar shows, the page stays usable, and nothing is sent twice. */

test('a slow login shows the progress bar, the button waits and a second click or Enter sends nothing more', async ({ page }) => {
  await page.goto('/login');
  const slow = await holdApiCalls(page, 'POST', /\/api\/user\.php$/);
  await page.getByLabel('E-mailadres').fill(DEMO.email);
  await page.getByLabel('Wachtwoord').fill(DEMO.password);
  const submit = page.getByRole('button', { name: 'Inloggen' }).last();
  await submit.click();
  await expect.poll(() => slow.held.length).toBe(1);
  await expect(page.getByTestId('page-progress')).toBeVisible();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  // An impatient member clicks again: forced, since the busy button tells assistive technology it is disabled.
  await submit.click({ force: true });
  await page.getByLabel('Wachtwoord').press('Enter');
  // The page stays usable meanwhile: the fields still take input.
  await page.getByLabel('E-mailadres').focus();
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  expect(slow.held).toHaveLength(1);

  await closeNewLikeModal(page);
  slow.release();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('page-progress')).toHaveCount(0);
  expect(slow.held).toHaveLength(1);
});

test('a slow profile save shows the progress bar and is sent once however often Save is pressed', async ({ page }) => {
  await closeNewLikeModal(page);
  await logInAsDemo(page);
  await page.goto('/profile');
  const about = page.getByLabel('Over mij');
  await expect(about).toBeVisible();
  const slow = await holdApiCalls(page, 'PUT', /\/api\/profile\.php$/);
  const text = `Langzaam maar zeker. ${Date.now()}`;
  await about.fill(text);
  const save = page.getByRole('button', { name: 'Opslaan' });
  await save.click();
  await expect.poll(() => slow.held.length).toBe(1);
  await expect(page.getByTestId('page-progress')).toBeVisible();
  await expect(save).toHaveAttribute('aria-busy', 'true');
  await save.click({ force: true });
  await save.click({ force: true });
  expect(slow.held).toHaveLength(1);

  slow.release();
  await expect(page.getByText('Je profiel is opgeslagen.')).toBeVisible();
  expect(slow.held).toHaveLength(1);
  await expect(about).toHaveValue(text);
});

test('a slow chat message shows as being sent, once, and the composer takes the next one meanwhile', async ({ browser }) => {
  const bea = await memberPage(browser, DEMO2);
  const anna = await memberPage(browser, DEMO);
  await bea.page.context().close();
  await anna.page.goto(`/members/${bea.id}/chat`);
  await expect(anna.page).toHaveURL(/\/chats\/\d+$/);
  const slow = await holdApiCalls(anna.page, 'POST', /\/api\/chat\.php(\?.*)?$/);
  const field = composer(anna.page, bea.name);
  const text = `Langzame groet ${Date.now()}`;
  await field.fill(text);
  await field.press('Enter');
  await expect.poll(() => slow.held.length).toBe(1);
  await expect(anna.page.getByTestId('page-progress')).toBeVisible();
  await expect(thread(anna.page, bea.name).getByText(text)).toBeVisible();
  await expect(anna.page.getByText('Wordt verstuurd…')).toBeVisible();
  // Enter again sends nothing: the composer was emptied when the message left it.
  await field.press('Enter');
  expect(slow.held).toHaveLength(1);
  await field.fill('En nog iets');
  await expect(field).toHaveValue('En nog iets');

  slow.release();
  await expect(thread(anna.page, bea.name).getByText(text).locator('xpath=ancestor::li[1]')).toContainText('Verstuurd');
  expect(slow.held).toHaveLength(1);
  await anna.page.context().close();
});
