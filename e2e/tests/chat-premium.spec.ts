import { expect, test } from '@playwright/test';
import { activatedFreshMember, composer } from './chat-support';

test("a free member's third new conversation gets the premium prompt over the composer, the draft kept", async ({ page }) => {
  await activatedFreshMember(page, 'premium');
  const { profiles } = (await (await page.request.get('/api/members.php')).json()) as {
    profiles: Array<{ id: number; name: string; fictional: boolean }>;
  };
  const partners = profiles.filter((profile) => !profile.fictional).slice(0, 3);
  expect(partners).toHaveLength(3);

  // Two conversations may be started (the sign-up credits pay for one message each).
  for (const partner of partners.slice(0, 2)) {
    await page.goto(`/members/${partner.id}/chat`);
    await composer(page, partner.name).fill(`Hoi ${partner.name}`);
    await composer(page, partner.name).press('Enter');
    await expect(page).toHaveURL(/\/chats\/\d+$/);
    await expect(page.getByText('Wordt verstuurd…')).toHaveCount(0);
  }

  const third = partners[2]!;
  await page.goto(`/members/${third.id}/chat`);
  await composer(page, third.name).fill('Zin in koffie?');
  await composer(page, third.name).press('Enter');
  const card = page.getByRole('alert').filter({ hasText: 'Als gratis lid kun je 2 gesprekken beginnen' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Word Premium' })).toHaveAttribute('href', `/premium?return=%2Fmembers%2F${third.id}%2Fchat`);
  await expect(composer(page, third.name)).toHaveValue('Zin in koffie?');
  await expect(page).toHaveURL(new RegExp(`/members/${third.id}/chat$`));
});
