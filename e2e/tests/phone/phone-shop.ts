import { expect, type Page } from '@playwright/test';
import { coveringElement, tap, tapToCheck } from '../../support/phone';

/** The shop on a phone, by touch: shared by the payment journeys and those that need credits to spend. */

export const payButton = (page: Page) => page.getByRole('button', { name: /^Betaal .+ met / });

/** In the shop: taps the bundle of `credits` and the method, then the pay bar; lands on the provider's checkout. */
export async function buy(page: Page, credits: number, method: RegExp): Promise<void> {
  await tapToCheck(page.getByRole('radio', { name: new RegExp(`^${credits} credits`) }));
  const methodRadio = page.getByRole('radio', { name: method });
  if ((await methodRadio.count()) === 0) await tap(page.getByRole('button', { name: 'Meer betaalmethoden' }));
  await tapToCheck(methodRadio);
  // The pay bar lies above the tab bar, never under it: nothing covers its centre.
  expect(await coveringElement(payButton(page))).toBeNull();
  await tap(payButton(page));
  await expect(page).toHaveURL(/\/api\/sandbox-checkout\.php\?id=sbx_/);
}

/** In the sandbox checkout: taps Paid and lands on the order's "Betaling gelukt". */
export async function payInCheckout(page: Page): Promise<void> {
  await tap(page.getByRole('button', { name: 'Paid', exact: true }));
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible();
}

/** Buys `credits` by iDEAL in the shop and pays in the sandbox checkout: the member has credits to spend. */
export async function buyCreditsOnPhone(page: Page, credits: number): Promise<void> {
  await page.goto('/credits');
  await buy(page, credits, /^iDEAL/);
  await payInCheckout(page);
}
