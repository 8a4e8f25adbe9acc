import { expect, test, type Page } from '@playwright/test';
import { activatedFreshMember, composer, sendTextByApi, thread } from '../chat-support';
import { coveringElement, phonePage, tap } from '../../support/phone';
import { findInQueue, phoneModeratorConsole } from '../../support/phone-moderation';

/** Trust and safety on phones, by touch: a report that ends in a suspension, and the pre-send warning. */

async function conversationWith(page: Page, otherId: number): Promise<number> {
  const { chats } = (await (await page.request.get('/api/chats.php')).json()) as {
    chats: { conversation: number; profile: { id: number } }[];
  };
  return chats.find((chat) => chat.profile.id === otherId)!.conversation;
}

test('on phones: a reported message reaches a moderator who suspends; the member is logged out and told why at login', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await activatedFreshMember(page, 'phone-report-anna');
  const ottoPage = await phonePage(browser);
  const otto = await activatedFreshMember(ottoPage, 'phone-report-otto');
  for (const [from, to, text] of [
    [page, otto.id, 'Hoi Otto'],
    [ottoPage, anna.id, 'rude words on a phone'],
  ] as const) {
    await sendTextByApi(from, to, text);
  }

  // Anna reports Otto's message by touch, from the menu of the button beside it.
  await page.goto(`/chats/${await conversationWith(page, otto.id)}`);
  await expect(thread(page, otto.name).getByText('rude words on a phone')).toBeVisible();
  await tap(page.getByTestId('message').filter({ hasText: 'rude words on a phone' }).getByRole('button', { name: 'Reageren of melden' }));
  await tap(page.getByRole('dialog', { name: 'Reageer op dit bericht' }).getByRole('button', { name: 'Bericht melden' }));
  const dialog = page.getByRole('dialog', { name: `${otto.name} melden` });
  await dialog.getByRole('combobox', { name: 'Reden' }).selectOption({ label: 'Intimidatie of beledigingen' });
  await tap(dialog.getByRole('button', { name: 'Melden' }));
  await expect(dialog.getByText('Bedankt, we bekijken je melding zo snel mogelijk.')).toBeVisible();

  // The moderator finds it on a phone and suspends Otto for 7 days with the buttons.
  const moderator = await phoneModeratorConsole(browser);
  const panel = await findInQueue(moderator, `Bericht van ${otto.name} gemeld: Intimidatie of beledigingen`);
  await expect(panel.getByRole('list', { name: 'Het gesprek rond het gemelde bericht' })).toContainText(
    'Gemeld bericht: rude words on a phone',
  );
  await panel.getByRole('combobox', { name: 'Dagen schorsing' }).selectOption('7');
  const suspend = panel.getByRole('button', { name: 'Schorsen (S)' });
  // The decisions sit at the end of the page: the phone's tab bar must not lie over them.
  expect(await coveringElement(suspend)).toBeNull();
  await tap(suspend);
  await expect(moderator.getByRole('region', { name: `Bericht van ${otto.name} gemeld: Intimidatie of beledigingen` })).toHaveCount(0);

  // Otto's session is gone; logging in again on his phone says why and until when.
  expect(((await (await ottoPage.request.get('/api/user.php')).json()) as { user: unknown }).user).toBeNull();
  await ottoPage.goto('/login');
  await ottoPage.getByLabel('E-mailadres').fill(otto.email);
  await ottoPage.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await tap(ottoPage.getByRole('button', { name: 'Inloggen' }));
  await expect(ottoPage.getByRole('alert')).toContainText(/Je account is geschorst tot .+\. Reden: intimidatie of beledigingen\./);

  for (const other of [ottoPage, moderator]) await other.context().close();
});

test('on phones: the pre-send warning by touch; the moderator warns the sender, who reads and acknowledges it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const beaPage = await phonePage(browser);
  const bea = await activatedFreshMember(beaPage, 'phone-warning-bea');
  await beaPage.context().close();
  const karel = await activatedFreshMember(page, 'phone-warning-karel');

  await page.goto(`/members/${bea.id}/chat`);
  const field = composer(page, bea.name);
  await tap(field);
  await field.fill('Je bent een KL00TZ4K');
  await tap(page.getByRole('button', { name: 'Versturen', exact: true }));
  const warning = page.getByRole('alertdialog', { name: 'Weet je het zeker?' });
  await expect(warning).toContainText(`Je bericht bevat woorden die ${bea.name} kunnen kwetsen.`);
  await tap(warning.getByRole('button', { name: 'Bericht aanpassen' }));
  await expect(warning).toBeHidden();
  await expect(field).toHaveValue('Je bent een KL00TZ4K');
  await tap(page.getByRole('button', { name: 'Versturen', exact: true }));
  await tap(warning.getByRole('button', { name: 'Toch versturen' }));
  await expect(warning).toBeHidden();
  await expect(thread(page, bea.name).getByText('Je bent een KL00TZ4K')).toBeVisible();

  // Sent anyway, it waits in the moderators' queue of flagged messages; the moderator warns Karel.
  const moderator = await phoneModeratorConsole(browser);
  await tap(moderator.getByRole('tab', { name: /^Gemarkeerde berichten/ }));
  const panel = await findInQueue(moderator, `Bericht van ${karel.name} toch verstuurd na de waarschuwing: KL00TZ4K`);
  await tap(panel.getByRole('button', { name: 'Waarschuwen (W)' }));
  await expect(moderator.getByRole('region', { name: new RegExp(`Bericht van ${karel.name} toch verstuurd`) })).toHaveCount(0);
  await moderator.context().close();

  // Karel's next visit shows the warning until he acknowledges it; the visit after that does not.
  await page.goto('/members');
  const notice = page.getByRole('dialog', { name: 'Een waarschuwing van onze moderatoren' });
  await expect(notice).toContainText('vanwege intimidatie of beledigingen');
  await tap(notice.getByRole('button', { name: 'Ik begrijp het' }));
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(((await (await page.request.get('/api/warnings.php')).json()) as { warnings: unknown[] }).warnings).toEqual([]);
  await expect(notice).toHaveCount(0);
});
