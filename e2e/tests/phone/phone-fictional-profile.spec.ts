import { expect, test, type Browser, type Page } from '@playwright/test';
import { activatedFreshMember, CLIENT } from '../chat-support';
import { awaitNewLikeModal, closeNewLikeModal } from '../../support/member-session';
import { coveringElement, phonePage, tap } from '../../support/phone';

/** The seed's moderator account (api/src/seed/demo-moderator.ts). */
const MODERATOR = { email: 'moderator@example.com', password: 'moderator1234' };

async function profileOf(page: Page): Promise<{ id: number; name: string }> {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number; name: string } } };
  return user.profile;
}

/** The moderator on a phone of their own, who opens the console from the account menu by touch. */
async function moderatorConsole(browser: Browser): Promise<Page> {
  const page = await phonePage(browser);
  const login = await page.request.post('/api/user.php', { headers: CLIENT, data: MODERATOR });
  expect(login.status(), await login.text()).toBe(200);
  await closeNewLikeModal(page);
  const newLikeModalClosed = await awaitNewLikeModal(page);
  await page.goto('/members');
  await newLikeModalClosed();
  await tap(page.getByRole('button', { name: 'Mijn account' }));
  await tap(page.getByRole('menuitem', { name: 'Moderatie' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Moderatie' })).toBeVisible();
  return page;
}

test('on phones: a profile flagged as fake by touch reaches a moderator who warns the member from the fake-profile queue', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const fennaPage = await phonePage(browser);
  await activatedFreshMember(fennaPage, 'phone-fake-fenna');
  const fenna = await profileOf(fennaPage);
  await activatedFreshMember(page, 'phone-fake-anna');

  // Anna flags Fenna's profile by touch, from its More menu.
  await page.goto(`/members/${fenna.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fenna.name })).toBeVisible();
  await tap(page.getByRole('button', { name: 'Meer opties' }));
  await tap(page.getByRole('menuitem', { name: 'Melden' }));
  const dialog = page.getByRole('dialog', { name: `${fenna.name} melden` });
  await dialog.getByRole('combobox', { name: 'Reden' }).selectOption({ label: 'Nepprofiel' });
  await tap(dialog.getByRole('button', { name: 'Melden' }));
  await expect(dialog.getByText('Bedankt, we bekijken je melding zo snel mogelijk.')).toBeVisible();

  // The moderator opens the "Nepprofielen" tab on a phone and finds Fenna's profile with the Next button.
  const moderator = await moderatorConsole(browser);
  await tap(moderator.getByRole('tab', { name: /^Nepprofielen \(\d+\)$/ }));
  const panel = moderator.getByRole('region', { name: new RegExp(`^Profiel van ${fenna.name} \\(\\d+\\) als nep gemeld: 1 melding$`) });
  const next = moderator.getByRole('button', { name: 'Volgende (J)' });
  await expect(moderator.getByText(/^\d+ van \d+$/)).toBeVisible();
  for (let step = 0; step < 50 && !(await panel.isVisible()) && (await next.isEnabled()); step++) await tap(next);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Meldingen over dit profiel' })).toContainText('zonder toelichting');
  const warn = panel.getByRole('button', { name: 'Waarschuwen (W)' });
  // The decisions sit at the end of the page: the phone's tab bar must not lie over them.
  expect(await coveringElement(warn)).toBeNull();
  await tap(warn);
  await expect(panel).toHaveCount(0);

  // Fenna has a warning to read, for a fake profile.
  const warnings = (await (await fennaPage.request.get('/api/warnings.php')).json()) as { warnings: { reason: string }[] };
  expect(warnings.warnings.map((warning) => warning.reason)).toEqual(['fake_profile']);

  for (const other of [fennaPage, moderator]) await other.context().close();
});
