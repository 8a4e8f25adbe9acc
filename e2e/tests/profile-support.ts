import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';
import { CLIENT_HEADERS as CLIENT, DEMO } from '../support/member-session';

/** Helpers of the profile-* and settings-* journeys. */

export { CLIENT, DEMO };

/** localStorage key of the 18+ entry warning (shell/src/features/alerts/entry-warning/entry-warning-storage.ts). */
export const entryWarningKey = 'shell.entryWarning.dismissed';

/** Logs the browser context in as the seeded demo member through the API, as the login form would. */
export async function logInAsDemo(page: Page) {
  const response = await page.request.post('/api/user.php', { headers: CLIENT, data: DEMO });
  expect(response.status(), await response.text()).toBe(200);
}

/** A real RGB PNG of `size` x `size` pixels (a colour gradient), made here so the test needs no fixture file. */
export function makePng(size = 64): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const at = (y * size + x) * 3;
      pixels[at] = (x * 4) & 0xff;
      pixels[at + 1] = (y * 4) & 0xff;
      pixels[at + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}
