import { expect, test } from '@playwright/test';
import { composer, demoAndFreshMember, thread } from './chat-support';

test('a text with an insult first asks "Weet je het zeker?": edit keeps it, "Toch versturen" sends it', async ({ page, browser }) => {
  const demo = await demoAndFreshMember(page, browser, 'safety');
  await page.goto(`/members/${demo.id}/chat`);
  const field = composer(page, demo.name);
  await field.fill('Je bent een KL00TZ4K');
  await field.press('Enter');

  const warning = page.getByRole('alertdialog', { name: 'Weet je het zeker?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`Je bericht bevat woorden die ${demo.name} kunnen kwetsen.`);
  // Edit is the default: focused, and the text is back in the composer.
  await expect(warning.getByRole('button', { name: 'Bericht aanpassen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  await expect(field).toHaveValue('Je bent een KL00TZ4K');
  await expect(field).toBeFocused();

  await field.press('Enter');
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Toch versturen' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(thread(page, demo.name).getByText('Je bent een KL00TZ4K')).toBeVisible();
  await expect(field).toHaveValue('');
});
