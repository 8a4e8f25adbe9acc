import { expect, test } from '@playwright/test';
import { CLIENT_HEADERS, closeNewLikeModal } from '../support/member-session';
import { logInAsDemo } from './profile-support';

test('a visitor opens a profile from the search and is led to sign up when pressing like', async ({ page }) => {
  await page.goto('/members');
  const results = page.getByRole('list', { name: 'Leden zoeken' });
  const first = results.getByRole('link').first();
  // The card's link is named by its photo: "Linda, 32".
  const name = (
    (await first.getByRole('img').getAttribute('aria-label')) ??
    (await first.getByRole('img').getAttribute('alt')) ??
    ''
  ).replace(/, \d+$/, '');
  expect(name).not.toBe('');
  await first.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: `Foto's van ${name}` })).toBeVisible();

  // The site's signup modal names the member, shows step 0 and offers login for those who have an account.
  await page.getByRole('button', { name: 'Liken', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: `Meld je gratis aan om ${name} te liken` });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByLabel('E-mailadres')).toBeVisible();
  await prompt.getByRole('link', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(prompt).toBeHidden();
});

test('a member likes and blocks a profile, which then disappears from the search', async ({ page }) => {
  await closeNewLikeModal(page);
  await logInAsDemo(page);
  // The demo member is a Dutch woman looking for men: take the first man of her search she has not liked
  // yet (other journeys like and match men, e.g. the second demo member) as the one to like and block.
  const search = '/api/members.php?gender=male&country=NL&per_page=24';
  const before = (await (await page.request.get(search)).json()) as { profiles: { id: number; name: string }[] };
  const likes = (await (await page.request.get('/api/likes.php', { headers: CLIENT_HEADERS })).json()) as {
    profiles: { profile: { id: number } }[];
  };
  const liked = new Set(likes.profiles.map((entry) => entry.profile.id));
  const target = before.profiles.find((profile) => !liked.has(profile.id))!;
  expect(target).toBeDefined();

  await page.goto(`/members/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await page.getByRole('button', { name: 'Liken', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Like intrekken', exact: true })).toBeVisible();

  // Block lives in the More menu on the photo.
  await page.getByRole('button', { name: 'Meer opties' }).click();
  await page.getByRole('menuitem', { name: 'Blokkeren' }).click();
  const confirm = page.getByRole('dialog', { name: `${target.name} blokkeren?` });
  await confirm.getByRole('button', { name: 'Blokkeren' }).click();
  await expect(page.getByText(`Je hebt ${target.name} geblokkeerd.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deblokkeren' })).toBeVisible();

  // Gone from the search, in the API and on the page.
  const after = (await (await page.request.get(search)).json()) as { profiles: { id: number }[] };
  expect(after.profiles.map((profile) => profile.id)).not.toContain(target.id);
  await page.goto('/members');
  await page.getByLabel('Geslacht', { exact: true }).selectOption('male');
  await page.getByLabel('Land', { exact: true }).selectOption('NL');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const results = page.getByRole('list', { name: 'Leden zoeken' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results.locator(`a[href="/members/${target.id}"]`)).toHaveCount(0);

  // Leave the shared demo account as other journeys expect it: neither the block nor the like stays.
  await page.request.delete('/api/block.php', { headers: CLIENT_HEADERS, data: { profile_id: target.id } });
  await page.request.delete('/api/like.php', { headers: CLIENT_HEADERS, data: { profile_id: target.id } });
});
