import { expect, test } from '@playwright/test';
import { closeNewLikeModal } from '../support/member-session';
import { activationLink, completeSignupSteps, fillAccountStep, storedTracking, uniqueEmail } from './signup-support';

// Every tracking parameter of the landing URL (network, ref, sub1-5, the
// utm tags and the ad networks' click ids) reaches the account, however the visitor gets to the form.
const everyParameter = {
  network: 'affnet',
  ref: 'r-42',
  sub1: 's1',
  sub2: 's2',
  sub3: 's3',
  sub4: 's4',
  sub5: 's5',
  clickid: 'click-9',
  gclid: 'Cj0KCQ-g',
  fbclid: 'IwAR-fb',
  msclkid: 'ms-77',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring sale',
  utm_term: 'dating',
  utm_content: 'banner-a',
};
const query = new URLSearchParams({ ...everyParameter, lb: '1', t: '5' }).toString();

test.beforeEach(async ({ page }) => {
  await closeNewLikeModal(page);
});

test('a lander visitor who looks around other pages first signs up through every step, activates, and every parameter is on the account', async ({
  page,
}) => {
  const email = uniqueEmail('tracking');
  await page.goto(`/landers/alonetonight?${query}`);
  await expect(page.locator('[data-cta="signup"] a, a[data-cta="signup"]').first()).toBeVisible();

  // Around the site first: the logo (a client-side step to the home page), then full page loads without
  // the query, which must not replace the stored source.
  await page.getByRole('link', { name: /naar de startpagina$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/members');
  await expect(page.locator('a[href^="/members/"]').first()).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Ik ben een vrouw en zoek een man' }).click();
  await expect(page).toHaveURL(/\/signup\?gender=female&looking_for=male$/);

  await fillAccountStep(page, email);
  await page.getByRole('button', { name: 'Gratis account maken' }).click();
  await completeSignupSteps(page);
  // Sent once: the browser forgets the source after the signup took it.
  expect(await page.evaluate(() => localStorage.getItem('dating.tracking'))).toBeNull();

  await page.goto(await activationLink(page.request, email));
  await expect(page).toHaveURL(/\/activate\/done$/);
  expect(await storedTracking(page.request, email)).toEqual(everyParameter);
});

test("a lander's call to action carries every parameter into the form and the account", async ({ page }) => {
  const email = uniqueEmail('tracking-cta');
  await page.goto(`/landers/gallery?${query}`);
  await page.locator('[data-cta="signup"] a, a[data-cta="signup"]').first().click();
  await expect(page).toHaveURL(/\/signup\?/);
  await fillAccountStep(page, email);
  await page.getByRole('button', { name: 'Gratis account maken' }).click();
  await expect(page.getByText('Stap 2 van 5')).toBeVisible();
  expect(await storedTracking(page.request, email)).toEqual(everyParameter);
});

test('a visitor without tracking parameters signs up with no tracking data on the account', async ({ page }) => {
  const email = uniqueEmail('untracked');
  await page.goto('/landers/video');
  await page.locator('[data-cta="signup"] a, a[data-cta="signup"]').first().click();
  await fillAccountStep(page, email);
  await page.getByRole('button', { name: 'Gratis account maken' }).click();
  await expect(page.getByText('Stap 2 van 5')).toBeVisible();
  expect(await storedTracking(page.request, email)).toBeNull();
});
