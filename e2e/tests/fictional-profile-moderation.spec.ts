import { expect, test } from '@playwright/test';
import { freshMember, memberPage } from './chat-support';

/** The seed's moderator account (api/src/seed/demo-moderator.ts). */
const MODERATOR = { email: 'moderator@example.com', password: 'moderator1234' };

test('a member flags a profile as fake; the moderator finds it in the fake-profile queue and bans it by keyboard, audited', async ({
  browser,
}) => {
  const anna = await freshMember(browser, 'fake-anna');
  const fenna = await freshMember(browser, 'fake-fenna');

  // Anna flags Fenna's profile from its More menu, with the reason "Nepprofiel".
  await anna.page.goto(`/members/${fenna.id}`);
  await expect(anna.page.getByRole('heading', { level: 1, name: fenna.name })).toBeVisible();
  await anna.page.getByRole('button', { name: 'Meer opties' }).click();
  await anna.page.getByRole('menuitem', { name: 'Melden' }).click();
  const dialog = anna.page.getByRole('dialog', { name: `${fenna.name} melden` });
  await dialog.getByRole('combobox', { name: 'Reden' }).selectOption({ label: 'Nepprofiel' });
  await dialog.getByRole('textbox', { name: 'Toelichting (niet verplicht)' }).fill('Foto van een bekende');
  await dialog.getByRole('button', { name: 'Melden' }).click();
  await expect(dialog.getByText('Bedankt, we bekijken je melding zo snel mogelijk.')).toBeVisible();

  // The moderator finds the profile in the "Nepprofielen" tab (others may wait before it), with the flag's words.
  const moderator = await memberPage(browser, MODERATOR);
  await moderator.page.goto('/moderation');
  await moderator.page.getByRole('tab', { name: /^Nepprofielen \(\d+\)$/ }).click();
  const heading = new RegExp(`^Profiel van ${fenna.name} \\(\\d+\\) als nep gemeld: 1 melding$`);
  const panel = moderator.page.getByRole('region', { name: heading });
  await expect(moderator.page.getByText(/^\d+ van \d+$/)).toBeVisible();
  for (let step = 0; step < 50 && !(await panel.isVisible()); step++) await moderator.page.keyboard.press('j');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Meldingen over dit profiel' })).toContainText('Over het profiel');
  await expect(panel.getByRole('list', { name: 'Meldingen over dit profiel' })).toContainText('Foto van een bekende');
  // The flag is not also in the reports queue.
  await expect(moderator.page.getByRole('region', { name: new RegExp(`^Profiel van ${fenna.name} gemeld`) })).toHaveCount(0);

  await panel.getByRole('textbox', { name: 'Notitie voor het logboek' }).fill('stockfoto');
  await moderator.page.getByRole('heading', { level: 1, name: 'Moderatie' }).click();
  await moderator.page.keyboard.press('b');
  await expect(panel).toHaveCount(0);

  // The decision is in the audit, and Fenna's session is gone.
  const audit = await moderator.page.request.get(`/api/moderation/decisions.php?member=${fenna.id}`);
  expect((await audit.json()) as unknown).toMatchObject({
    decisions: [{ subject_kind: 'fictional_profile', subject_id: fenna.id, action: 'ban', reason: 'fake_profile', note: 'stockfoto' }],
  });
  const after = await fenna.page.request.get('/api/user.php');
  expect(((await after.json()) as { user: unknown }).user).toBeNull();

  for (const page of [anna.page, fenna.page, moderator.page]) await page.context().close();
});
