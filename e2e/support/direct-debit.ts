import { expect, type Page } from '@playwright/test';
import { tap, tapToCheck } from './phone';
import { freshMobileDigits, smsCode } from './sms-outbox';

/** A mouse on desktop, a finger on a phone: how a journey works the mandate form's buttons and checkbox. */
export type Hand = 'mouse' | 'touch';

/** What finds the SMS code the form asked for in the outbox: the number's last digits and when it was sent. */
export interface AskedCode {
  digits: string;
  sentAfter: number;
}

/**
 * Opens the mandate form for `bundle`, fills it as a member does (a test IBAN, typed or pasted, which the field
 * groups by four), gives consent and asks for the SMS code to a mobile number no other journey uses.
 */
export async function askForSmsCode(
  page: Page,
  bundle: number,
  { hand = 'mouse', typeIban = false }: { hand?: Hand; typeIban?: boolean } = {},
): Promise<AskedCode> {
  await page.goto(`/directdebit?bundle=${bundle}`);
  await page.getByLabel('Naam rekeninghouder').fill('Anna de Vries');
  const iban = page.getByLabel('IBAN');
  if (typeIban) await iban.pressSequentially('nl91abna0417164300');
  else await iban.fill('nl91abna0417164300');
  await expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
  await page.getByLabel('Straat').fill('Dorpsstraat');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('3511 AB');
  await page.getByLabel('Plaats').fill('Utrecht');
  const phoneEnd = freshMobileDigits();
  await page.getByLabel('Mobiel nummer').fill(`+31 6 ${phoneEnd}`);
  const consent = page.getByRole('checkbox', { name: /Ik geef toestemming/ });
  if (hand === 'touch') await tapToCheck(consent);
  else await consent.check();
  const sentAfter = Date.now() - 5_000;
  const send = page.getByRole('button', { name: 'Stuur mij een sms-code' });
  if (hand === 'touch') await tap(send);
  else await send.click();
  return { digits: phoneEnd.slice(-4), sentAfter };
}

/** The code the outbox holds for the number the form was filled with. */
export function sentSmsCode(page: Page, asked: AskedCode): Promise<string> {
  return smsCode(page, asked.digits, asked.sentAfter);
}

/** Enters the SMS code and confirms; the member lands on the order's transaction page, whose id this answers. */
export async function confirmWithSmsCode(page: Page, code: string, hand: Hand = 'mouse'): Promise<number> {
  await page.getByLabel('Sms-code (6 cijfers)').fill(code);
  const confirm = page.getByRole('button', { name: 'Bevestigen en betalen' });
  if (hand === 'touch') await tap(confirm);
  else await confirm.click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}
