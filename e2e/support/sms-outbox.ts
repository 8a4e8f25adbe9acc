import { expect, type Page } from '@playwright/test';

interface OutboxEntry {
  to: string;
  date: string;
  text: string;
}

/** The newest SMS code sent to a number ending in `digits` (the sandbox SMS provider writes to the dev outbox). */
export async function smsCode(page: Page, digits: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const entries = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxEntry[];
      const sms = entries.find((entry) => entry.to.replace(/\D/g, '').endsWith(digits) && Date.parse(entry.date) >= after);
      code = sms?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * The eight digits after +31 6 of a fresh Dutch mobile number: 06-1 to 06-5 are mobile ranges, so the API's
 * number check (libphonenumber) takes it; 06-9… is not, and a random pick from it was refused now and then.
 */
export function freshMobileDigits(): string {
  return String(Math.floor(10_000_000 + Math.random() * 49_999_999));
}
