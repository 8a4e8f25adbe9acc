import { deflateSync } from 'node:zlib';
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

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of `size` x `size` pixels (a colour gradient), made here so the test needs no fixture file. */
export function makePng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const offset = y * (size * 3 + 1);
    for (let x = 0; x < size; x += 1) {
      rows[offset + 1 + x * 3] = (x * 4) & 0xff;
      rows[offset + 2 + x * 3] = (y * 4) & 0xff;
      rows[offset + 3 + x * 3] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
