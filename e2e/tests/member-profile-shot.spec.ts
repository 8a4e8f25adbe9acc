import { test } from '@playwright/test';

// Temporary: screenshots for a visual check, removed before hand-over.
test('screenshot', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shell.entryWarning.dismissed', new Date().toISOString()));
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.request.post('/api/user.php', { headers: { 'X-Request-Type': 'client' }, data: { email: 'demo@example.com', password: 'demo1234' } });
  const search = (await (await page.request.get('/api/members.php?gender=male&country=NL&per_page=24')).json()) as { profiles: { id: number; fictional: boolean }[] };
  const target = search.profiles[0]!;
  await page.goto(`/members/${target.id}`);
  await page.getByRole('button', { name: 'Liken' }).waitFor();
  await page.waitForTimeout(1500);
  const modal = page.getByRole('dialog', { name: /vindt jou leuk/ });
  if (await modal.isVisible()) await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/d-profile.png', fullPage: true });
  await page.getByRole('button', { name: /Foto 2 van/ }).first().click();
  await page.screenshot({ path: '/tmp/d-lightbox.png' });
  await page.keyboard.press('Escape');
  await page.goto('/match-finder');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/d-match.png', fullPage: true });
});
