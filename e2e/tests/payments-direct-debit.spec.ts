import { expect, test, type Page } from '@playwright/test';
import { activatedFreshMember } from '../tests/chat-support';
import { freshMobileDigits, smsCode } from '../support/sms-outbox';

/** Spec 3 "Direct-debit form" through the composed site: the SMS code comes from the dev outbox. */

test('a direct-debit order with the SMS code ends pending on its transaction page', async ({ page }) => {
  test.setTimeout(120_000);
  await activatedFreshMember(page, 'directdebit');
  const credits = (await (await page.request.get('/api/credits.php')).json()) as { bundles: { id: number }[]; methods: { id: string }[] };
  expect(credits.methods.map((method) => method.id)).toContain('sdd');
  const bundle = credits.bundles[0]!;

  await page.goto(`/directdebit?bundle=${bundle.id}`);
  await page.getByLabel('Naam rekeninghouder').fill('Anna de Vries');
  await page.getByLabel('IBAN').pressSequentially('nl91abna0417164300');
  await expect(page.getByLabel('IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');
  await page.getByLabel('Straat').fill('Dorpsstraat');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('3511 AB');
  await page.getByLabel('Plaats').fill('Utrecht');
  const phoneEnd = freshMobileDigits();
  await page.getByLabel('Mobiel nummer').fill(`+31 6 ${phoneEnd}`);
  await page.getByRole('checkbox', { name: /Ik geef toestemming/ }).check();
  const sentAfter = Date.now() - 5_000;
  await page.getByRole('button', { name: 'Stuur mij een sms-code' }).click();

  await expect(page.getByText(/Code verstuurd naar/)).toBeVisible();
  await expect(page.getByText(/^Nieuwe code over \d+ s$/)).toBeVisible();
  const code = await smsCode(page, phoneEnd.slice(-4), sentAfter);
  await page.getByLabel('Sms-code (6 cijfers)').fill(code);
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();

  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const { order } = (await (await page.request.get(`/api/transactions.php?id=${id}`)).json()) as { order: { status: string; method: string } };
  expect(order).toMatchObject({ status: 'pending', method: 'sdd' });
});

test('a wrong SMS code says "Code ongeldig" with the tries left, keeps the code, and the right one then goes through', async ({ page }) => {
  test.setTimeout(120_000);
  await activatedFreshMember(page, 'directdebit-wrong');
  const credits = (await (await page.request.get('/api/credits.php')).json()) as { bundles: { id: number }[] };
  await page.goto(`/directdebit?bundle=${credits.bundles[0]!.id}`);
  await page.getByLabel('Naam rekeninghouder').fill('Bo Jansen');
  await page.getByLabel('IBAN').fill('NL91ABNA0417164300');
  await page.getByLabel('Straat').fill('Kerkstraat');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Postcode').fill('1017 GC');
  await page.getByLabel('Plaats').fill('Amsterdam');
  const phoneEnd = freshMobileDigits();
  await page.getByLabel('Mobiel nummer').fill(`+31 6 ${phoneEnd}`);
  await page.getByRole('checkbox', { name: /Ik geef toestemming/ }).check();
  const sentAfter = Date.now() - 5_000;
  await page.getByRole('button', { name: 'Stuur mij een sms-code' }).click();
  const field = page.getByLabel('Sms-code (6 cijfers)');
  await expect(field).toBeVisible();
  // The code that was sent, with its last digit changed: certainly wrong.
  const code = await smsCode(page, phoneEnd.slice(-4), sentAfter);
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
  await expect(page.getByText(/^Code ongeldig\. Je kunt het nog \d keer proberen\.$/)).toBeVisible();
  await expect(field).toHaveValue(wrong);
  // The right code still goes through.
  await field.fill(code);
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
});

/** Fills the mandate form for `bundle` and asks for the SMS code; answers the phone number's last digits. */
async function askForCode(page: Page, bundle: number): Promise<{ digits: string; sentAfter: number }> {
  await page.goto(`/directdebit?bundle=${bundle}`);
  await page.getByLabel('Naam rekeninghouder').fill('Cas Peters');
  await page.getByLabel('IBAN').fill('NL91ABNA0417164300');
  await page.getByLabel('Straat').fill('Laan');
  await page.getByLabel('Huisnummer').fill('3');
  await page.getByLabel('Postcode').fill('3511 AB');
  await page.getByLabel('Plaats').fill('Utrecht');
  const phoneEnd = freshMobileDigits();
  await page.getByLabel('Mobiel nummer').fill(`+31 6 ${phoneEnd}`);
  await page.getByRole('checkbox', { name: /Ik geef toestemming/ }).check();
  const sentAfter = Date.now() - 5_000;
  await page.getByRole('button', { name: 'Stuur mij een sms-code' }).click();
  return { digits: phoneEnd.slice(-4), sentAfter };
}

test('two unsettled direct debits are the limit: a third is refused on the form, which points to another method', async ({ page }) => {
  test.setTimeout(120_000);
  await activatedFreshMember(page, 'directdebit-limit');
  const credits = (await (await page.request.get('/api/credits.php')).json()) as { bundles: { id: number }[] };
  const bundle = credits.bundles[0]!.id;
  for (let order = 0; order < 2; order += 1) {
    const { digits, sentAfter } = await askForCode(page, bundle);
    await page.getByLabel('Sms-code (6 cijfers)').fill(await smsCode(page, digits, sentAfter));
    await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
    await expect(page).toHaveURL(/\/transactions\/\d+$/);
  }
  await askForCode(page, bundle);
  await expect(page.getByRole('alert')).toContainText('Je hebt de limiet voor automatische incasso bereikt. Kies een andere betaalmethode.');
  await expect(page.getByLabel('Sms-code (6 cijfers)')).toHaveCount(0);
  const { orders } = (await (await page.request.get('/api/transactions.php')).json()) as { orders: { method: string; status: string }[] };
  expect(orders.filter((order) => order.method === 'sdd' && order.status === 'pending')).toHaveLength(2);
});
