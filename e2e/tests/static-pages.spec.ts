import { expect, test } from '@playwright/test';

/** Each static page with its title and one section heading (or FAQ question), in Dutch and English. */
const pages = [
  { path: '/terms', nl: ['Algemene voorwaarden', 'Fictieve profielen'], en: ['Terms and conditions', 'Fictional profiles'] },
  { path: '/privacy', nl: ['Privacyverklaring', 'Je rechten'], en: ['Privacy statement', 'Your rights'] },
  { path: '/cookies', nl: ['Cookiebeleid', 'Noodzakelijke cookies'], en: ['Cookie policy', 'Necessary cookies'] },
  { path: '/ban', nl: ['Ban', 'Waarvoor je een ban krijgt'], en: ['Bans', 'What gets you banned'] },
  { path: '/faq', nl: ['Veelgestelde vragen', 'Zijn alle profielen echt?'], en: ['Frequently asked questions', 'Are all profiles real?'] },
  { path: '/return-policy', nl: ['Retourbeleid', 'Bedenktijd'], en: ['Return policy', 'Cooling-off period'] },
  { path: '/service', nl: ['Klantenservice', 'Telefoon'], en: ['Customer service', 'Phone'] },
] as const;

for (const locale of ['nl', 'en'] as const) {
  for (const staticPage of pages) {
    test(`${staticPage.path} shows its title, sections and text in ${locale}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: 'http://localhost:8080' }]);
      const response = await page.goto(staticPage.path);
      expect(response?.status()).toBe(200);
      const [title, section] = staticPage[locale];
      const frame = page.locator(`[data-route-id="pages-${staticPage.path.slice(1)}"]`);
      await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (staticPage.path === '/faq') await expect(frame.getByText(section, { exact: true })).toBeVisible();
      else await expect(frame.getByRole('heading', { level: 2, name: section })).toBeVisible();
      // Real text, filled with the site's settings: no ICU placeholder may be left over.
      const text = await frame.innerText();
      expect(text.length).toBeGreaterThan(400);
      expect(text).not.toMatch(/\{\w+\}/);
      await expect(page).toHaveTitle(title);
    });
  }
}

test('the terms name the company and carry the version date (company added 1 March 2024)', async ({ page }) => {
  await page.goto('/terms');
  const frame = page.locator('[data-route-id="pages-terms"]');
  await expect(frame.getByText(/Datingsite B\.V\., gevestigd aan Keizersgracht 123 in Amsterdam/)).toBeVisible();
  await expect(frame.getByText(/onder nummer 12345678/)).toBeVisible();
  await expect(frame.getByText(/binnen 14 dagen na de betaling/)).toBeVisible();
  await expect(frame.getByTestId('terms-version')).toHaveText('Versie van 1 maart 2024');
});

test('the service page links the support address and the cleaned phone number', async ({ page }) => {
  await page.goto('/service');
  await expect(page.getByRole('link', { name: 'support@datingsite.nl' })).toHaveAttribute('href', 'mailto:support@datingsite.nl');
  await expect(page.getByRole('link', { name: '+31201234567' })).toHaveAttribute('href', 'tel:+31201234567');
});

test('FAQ questions open and close with the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByText('Zijn alle profielen echt?', { exact: true });
  const answer = page.getByText(/Sommige profielen zijn fictief/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});

test('a known page token shows its page, and the footer links to the static pages', async ({ page }) => {
  await page.goto('/algemene-voorwaarden');
  await expect(page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Voettekst' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeVisible();
});

test('an unknown token still shows the 404 page', async ({ page }) => {
  await page.goto('/geen-bekende-pagina');
  await expect(page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet worden gevonden' })).toBeVisible();
});
