import { expect, test } from '@playwright/test';
import { closeNewLikeModal } from '../support/member-session';
import { activationLink, completeSignupSteps, fillAccountStep, storedTracking, uniqueEmail } from './signup-support';

// A fresh member gets an auto-like at once; its modal belongs to the likes journeys.
test.beforeEach(async ({ page }) => {
  await closeNewLikeModal(page);
});

test('a visitor from a tracked link signs up through every step, activates, and the tracking goes with the signup', async ({ page }) => {
  const email = uniqueEmail('flow');
  // The landing page stores the traffic source; the visitor reaches /signup later, without the query.
  await page.goto('/?network=n1&sub1=a&utm_campaign=spring');
  await page.goto('/signup?gender=female&looking_for=male');
  await expect(page.getByText('Stap 1 van 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vrouw', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await fillAccountStep(page, email);
  const signupCall = page.waitForRequest((request) => request.url().endsWith('/api/signup.php') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Gratis account maken' }).click();
  expect((await signupCall).postDataJSON()).toMatchObject({ email, tracking: { network: 'n1', sub1: 'a', utm_campaign: 'spring' } });

  // Steps 1 to 4: a region and an interest, a photo (then under inspection), about me from a prompt, push skipped.
  await completeSignupSteps(page);
  const likeButton = page.getByRole('button', { name: / liken$/ }).first();
  await expect(likeButton).toHaveAttribute('aria-pressed', 'false');
  await likeButton.click();
  await expect(likeButton).toHaveAttribute('aria-pressed', 'true');

  // The profile holds what the steps saved.
  const profile = (await (await page.request.get('/api/profile.php', { headers: { 'X-Request-Type': 'client' } })).json()) as {
    profile: { region_id: number | null; interests: string[]; about: string; photos: unknown[] };
  };
  expect(profile.profile.region_id).not.toBeNull();
  expect(profile.profile.interests).toEqual(['hiking']);
  expect(profile.profile.about).toBe('Mijn perfecte weekend is… wandelen in de duinen');
  expect(profile.profile.photos).toHaveLength(1);

  await page.goto(await activationLink(page.request, email));
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { name: 'Word Premium' })).toBeVisible();
  expect(await storedTracking(page.request, email)).toEqual({ network: 'n1', sub1: 'a', utm_campaign: 'spring' });

  // The cards: every part of the profile is there (the ring is full), and a new member's time bonus runs.
  await expect(page.getByRole('progressbar', { name: 'Profiel compleet' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Tijdbonus: −25% op je eerste pakket')).toBeVisible();
  await page.getByRole('link', { name: 'Bekijk Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  const strip = page.getByRole('status').filter({ hasText: '−25% korting' });
  await expect(strip).toBeVisible();
  await expect(strip).toContainText(/0[34]:\d\d:\d\d/);
});

test('an address that already has an account is answered on the form, keeping what was typed', async ({ page }) => {
  await page.goto('/signup');
  await fillAccountStep(page, 'demo@example.com');
  await page.getByRole('button', { name: 'Gratis account maken' }).click();
  await expect(page.getByText('Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.')).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue('demo@example.com');
  await expect(page.getByText('Stap 1 van 5')).toBeVisible();
});
