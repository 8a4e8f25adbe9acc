import { expect, test } from '@playwright/test';
import { activatedFreshMember } from '../chat-support';
import { coveringElement, phonePage, tap } from '../../support/phone';
import { findInQueue, phoneModeratorConsole } from '../../support/phone-moderation';

test('on phones: a profile flagged as fake by touch reaches a moderator who warns the member from the fake-profile queue', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const fennaPage = await phonePage(browser);
  const fenna = await activatedFreshMember(fennaPage, 'phone-fake-fenna');
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
  const moderator = await phoneModeratorConsole(browser);
  await tap(moderator.getByRole('tab', { name: /^Nepprofielen \(\d+\)$/ }));
  const panel = await findInQueue(moderator, new RegExp(`^Profiel van ${fenna.name} \\(\\d+\\) als nep gemeld: 1 melding$`));
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
