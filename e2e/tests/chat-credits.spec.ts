import { expect, test } from '@playwright/test';
import { composer, demoAndFreshMember } from './chat-support';

test('a member out of credits keeps the draft, gets the docked card and is led to buy credits and back', async ({ page, browser }) => {
  const demo = await demoAndFreshMember(page, browser, 'credits');
  await page.goto(`/members/${demo.id}/chat`);
  const field = composer(page, demo.name);
  await expect(field).toBeVisible();
  // Sign-up credits may pay for a few messages: write until they run out.
  const card = page.getByRole('alert').filter({ hasText: 'Je hebt onvoldoende credits' });
  for (let sent = 0; sent < 20 && !(await card.isVisible()); sent += 1) {
    await field.fill(`Bericht ${sent}`);
    await field.press('Enter');
    await expect(page.getByText('Wordt verstuurd…')).toHaveCount(0);
  }
  await expect(card).toBeVisible();
  await expect(field).not.toHaveValue('');
  const buy = card.getByRole('link', { name: 'Credits kopen' });
  await expect(buy).toHaveAttribute('href', /^\/credits\?return=%2F(chats%2F\d+|members%2F\d+%2Fchat)$/);
  await buy.click();
  await expect(page).toHaveURL(/\/credits\?return=/);
});
