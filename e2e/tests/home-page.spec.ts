import { expect, test } from '@playwright/test';
import { closeNewLikeModal } from '../support/member-session';
import { CLIENT, DEMO } from './profile-support';

test('a visitor on a phone gets the hero with both ways in, keeping the tracking parameters', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?network=homenet&sub1=h');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hero = page.getByRole('img', { name: 'Een van de leden van onze site' });
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const actions = page.getByRole('navigation', { name: 'Aan de slag' });
  const signup = actions.getByRole('link', { name: 'Gratis aanmelden' });
  await expect(signup).toHaveCSS('min-height', '48px');
  await expect(actions.getByRole('link', { name: 'Leden bekijken' })).toBeVisible();
  await signup.click();
  await expect(page).toHaveURL(/\/signup\?network=homenet&sub1=h$/);
});

test('a visitor on a desktop starts sign-up from a step-0 tile and sees real members', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const members = page.getByRole('region', { name: 'Nieuwe leden' });
  await members.scrollIntoViewIfNeeded();
  await expect(members.getByRole('img')).toHaveCount(8);
  await expect
    .poll(() =>
      members
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await page.getByRole('link', { name: 'Ik ben een vrouw en zoek een man' }).click();
  await expect(page).toHaveURL(/\/signup\?gender=female&looking_for=male$/);
});

test('a logged-in member who opens the home page lands on the member search', async ({ page }) => {
  await closeNewLikeModal(page);
  const response = await page.request.post('/api/user.php', { headers: CLIENT, data: DEMO });
  expect(response.status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveURL(/\/members$/);
});
