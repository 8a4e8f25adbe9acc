import { expect, test } from '@playwright/test';
import { activatedFreshMember } from '../tests/chat-support';
import { askForSmsCode, confirmWithSmsCode, sentSmsCode } from '../support/direct-debit';

/** The direct-debit form through the composed site: the SMS code comes from the dev outbox. */

test('a direct-debit order with the SMS code ends pending on its transaction page', async ({ page }) => {
  test.setTimeout(120_000);
  await activatedFreshMember(page, 'directdebit');
  const credits = (await (await page.request.get('/api/credits.php')).json()) as { bundles: { id: number }[]; methods: { id: string }[] };
  expect(credits.methods.map((method) => method.id)).toContain('sdd');

  const asked = await askForSmsCode(page, credits.bundles[0]!.id, { typeIban: true });
  await expect(page.getByText(/Code verstuurd naar/)).toBeVisible();
  await expect(page.getByText(/^Nieuwe code over \d+ s$/)).toBeVisible();
  const id = await confirmWithSmsCode(page, await sentSmsCode(page, asked));

  const { order } = (await (await page.request.get(`/api/transactions.php?id=${id}`)).json()) as {
    order: { status: string; method: string };
  };
  expect(order).toMatchObject({ status: 'pending', method: 'sdd' });
});

test('a wrong SMS code says "Code ongeldig" with the tries left, keeps the code, and the right one then goes through', async ({ page }) => {
  test.setTimeout(120_000);
  await activatedFreshMember(page, 'directdebit-wrong');
  const credits = (await (await page.request.get('/api/credits.php')).json()) as { bundles: { id: number }[] };
  const asked = await askForSmsCode(page, credits.bundles[0]!.id);
  const field = page.getByLabel('Sms-code (6 cijfers)');
  await expect(field).toBeVisible();
  // The code that was sent, with its last digit changed: certainly wrong.
  const code = await sentSmsCode(page, asked);
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
  await expect(page.getByText(/^Code ongeldig\. Je kunt het nog \d keer proberen\.$/)).toBeVisible();
  await expect(field).toHaveValue(wrong);
  // The right code still goes through.
  await confirmWithSmsCode(page, code);
});

test('two unsettled direct debits are the limit: a third is refused on the form, which points to another method', async ({ page }) => {
  test.setTimeout(120_000);
  await activatedFreshMember(page, 'directdebit-limit');
  const credits = (await (await page.request.get('/api/credits.php')).json()) as { bundles: { id: number }[] };
  const bundle = credits.bundles[0]!.id;
  for (let order = 0; order < 2; order += 1) {
    await confirmWithSmsCode(page, await sentSmsCode(page, await askForSmsCode(page, bundle)));
  }
  await askForSmsCode(page, bundle);
  await expect(page.getByRole('alert')).toContainText(
    'Je hebt de limiet voor automatische incasso bereikt. Kies een andere betaalmethode.',
  );
  await expect(page.getByLabel('Sms-code (6 cijfers)')).toHaveCount(0);
  const { orders } = (await (await page.request.get('/api/transactions.php')).json()) as { orders: { method: string; status: string }[] };
  expect(orders.filter((order) => order.method === 'sdd' && order.status === 'pending')).toHaveLength(2);
});
