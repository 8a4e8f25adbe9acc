import { expect, test, type Page } from '@playwright/test';
import { freshMember, memberPage, sendTextByApi } from './chat-support';

/** The seed's moderator account (api/src/seed/demo-moderator.ts). */
const MODERATOR = { email: 'moderator@example.com', password: 'moderator1234' };

/** The report about `name` in the moderator's queue, found by J (other reports may be waiting before it). */
async function findReport(page: Page, heading: string) {
  const panel = page.getByRole('region', { name: heading });
  for (let step = 0; step < 50 && !(await panel.isVisible()); step++) await page.keyboard.press('j');
  await expect(panel).toBeVisible();
  return panel;
}

test('a member reports a message; the moderator sees it in context and suspends; the member is logged out and told why', async ({
  browser,
}) => {
  const anna = await freshMember(browser, 'report-anna');
  const otto = await freshMember(browser, 'report-otto');
  const { user } = (await (await otto.page.request.get('/api/user.php')).json()) as { user: { email: string } };
  for (const [from, to, text] of [
    [anna, otto, 'Hoi Otto'],
    [otto, anna, 'rude words'],
  ] as const) {
    await sendTextByApi(from.page, to.id, text);
  }
  const { chats } = (await (await anna.page.request.get('/api/chats.php')).json()) as {
    chats: { conversation: number; profile: { id: number } }[];
  };
  const conversation = chats.find((chat) => chat.profile.id === otto.id)!.conversation;

  // Anna reports Otto's message from the menu of the button beside it in the thread.
  await anna.page.goto(`/chats/${conversation}`);
  await anna.page.getByTestId('message').filter({ hasText: 'rude words' }).getByRole('button', { name: 'Reageren of melden' }).click();
  await anna.page.getByRole('dialog', { name: 'Reageer op dit bericht' }).getByRole('button', { name: 'Bericht melden' }).click();
  const dialog = anna.page.getByRole('dialog', { name: `${otto.name} melden` });
  await dialog.getByRole('combobox', { name: 'Reden' }).selectOption({ label: 'Intimidatie of beledigingen' });
  await dialog.getByRole('textbox', { name: 'Toelichting (niet verplicht)' }).fill('Grof na één bericht');
  await dialog.getByRole('button', { name: 'Melden' }).click();
  await expect(dialog.getByText('Bedankt, we bekijken je melding zo snel mogelijk.')).toBeVisible();

  // Otto is on his chats page, logged in.
  await otto.page.goto('/chats');
  await expect(otto.page.getByRole('list', { name: 'Gesprekken' })).toBeVisible();

  // The moderator opens the console and finds the report with the message and the one before it.
  const moderator = await memberPage(browser, MODERATOR);
  await moderator.page.goto('/moderation');
  const panel = await findReport(moderator.page, `Bericht van ${otto.name} gemeld: Intimidatie of beledigingen`);
  await expect(panel.getByText('Toelichting: Grof na één bericht')).toBeVisible();
  const context = panel.getByRole('list', { name: 'Het gesprek rond het gemelde bericht' });
  await expect(context).toContainText('Hoi Otto');
  await expect(context).toContainText('Gemeld bericht: rude words');
  await panel.getByRole('combobox', { name: 'Dagen schorsing' }).selectOption('7');
  await panel.getByRole('textbox', { name: 'Notitie voor het logboek' }).fill('eerste keer');
  await moderator.page.getByRole('heading', { level: 1, name: 'Moderatie' }).click();
  await moderator.page.keyboard.press('s');
  await expect(moderator.page.getByRole('region', { name: `Bericht van ${otto.name} gemeld: Intimidatie of beledigingen` })).toHaveCount(0);

  // Otto's session is gone everywhere: his next call is refused, and logging in again says why and until when.
  const after = await otto.page.request.get('/api/user.php');
  expect(((await after.json()) as { user: unknown }).user).toBeNull();
  await otto.page.goto('/login');
  await otto.page.getByLabel('E-mailadres').fill(user.email);
  await otto.page.getByLabel('Wachtwoord', { exact: true }).fill('geheim123');
  await otto.page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(otto.page.getByRole('alert')).toContainText(/Je account is geschorst tot .+\. Reden: intimidatie of beledigingen\./);

  for (const page of [anna.page, otto.page, moderator.page]) await page.context().close();
});
