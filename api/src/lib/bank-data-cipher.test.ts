import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankDataCipher, bankDataKey, maskIban, parseBankDataKey } from './bank-data-cipher.ts';

describe('bank data cipher (AES-256-GCM)', () => {
  const cipher = bankDataCipher(randomBytes(32));

  it('round-trips, with a fresh IV every time and nothing of the plain text in the stored value', () => {
    const first = cipher.encrypt('NL91ABNA0417164300', 'row:1');
    const second = cipher.encrypt('NL91ABNA0417164300', 'row:1');
    expect(first).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('4300');
    expect(cipher.decrypt(first, 'row:1')).toBe('NL91ABNA0417164300');
  });

  it("refuses a changed ciphertext, another row's context and another key", () => {
    const stored = cipher.encrypt('NL91ABNA0417164300', 'row:1');
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => cipher.decrypt(`v1:${raw.toString('base64')}`, 'row:1')).toThrow();
    expect(() => cipher.decrypt(stored, 'row:2')).toThrow();
    expect(() => bankDataCipher(randomBytes(32)).decrypt(stored, 'row:1')).toThrow();
  });

  it('masks to the last four characters', () => {
    expect(maskIban('4300')).toBe('•••• 4300');
  });
});

describe('the bank data key', () => {
  it('reads BANK_DATA_KEY as base64 or hex, 32 bytes only', () => {
    const key = randomBytes(32);
    expect(parseBankDataKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseBankDataKey(key.toString('hex')).equals(key)).toBe(true);
    expect(() => parseBankDataKey(randomBytes(16).toString('base64'))).toThrow(/BANK_DATA_KEY/);
  });

  it('is required in production', async () => {
    await expect(bankDataKey({ NODE_ENV: 'production' }, async () => 'seed')).rejects.toThrow(/BANK_DATA_KEY is required in production/);
    const key = randomBytes(32);
    expect((await bankDataKey({ NODE_ENV: 'production', BANK_DATA_KEY: key.toString('base64') }, async () => 'seed')).equals(key)).toBe(
      true,
    );
  });

  it("in development is derived from the installation's own secret", async () => {
    const one = await bankDataKey({}, async () => 'installation-a');
    expect(one).toHaveLength(32);
    expect((await bankDataKey({}, async () => 'installation-a')).equals(one)).toBe(true);
    expect((await bankDataKey({}, async () => 'installation-b')).equals(one)).toBe(false);
  });
});
