import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Encrypts bank data at rest with AES-256-GCM (node:crypto): a fresh 96-bit IV per value, the 128-bit tag checked
 * on every read, and `context` (which row and field the value belongs to) as associated data, so a ciphertext
 * copied into another member's row does not decrypt. Stored as `v1:<base64 of iv | tag | ciphertext>`.
 */
export interface BankDataCipher {
  encrypt(plain: string, context: string): string;
  decrypt(stored: string, context: string): string;
}

export function bankDataCipher(key: Buffer): BankDataCipher {
  if (key.length !== 32) throw new Error('bank data key must be 32 bytes');
  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(stored, context) {
      if (!stored.startsWith(`${VERSION}:`)) throw new Error('unknown bank data format');
      const raw = Buffer.from(stored.slice(VERSION.length + 1), 'base64');
      const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** BANK_DATA_KEY: 32 bytes as base64 (44 characters) or hex (64); anything else is a configuration error. */
export function parseBankDataKey(value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('BANK_DATA_KEY must be 32 bytes, as base64 or hex (openssl rand -base64 32)');
  return key;
}

/**
 * The key: BANK_DATA_KEY when set. Without it production refuses to start (naming the variable); development
 * derives one with HKDF-SHA256 from `installationSecret`, a random secret this installation generated and keeps
 * (never a constant in the code), so a copied development database is no use with another checkout's key.
 */
export function bankDataKey(env: Readonly<Record<string, string | undefined>>, installationSecret: () => Promise<string>): Promise<Buffer> {
  if (env.BANK_DATA_KEY) return Promise.resolve(parseBankDataKey(env.BANK_DATA_KEY));
  if (env.NODE_ENV === 'production') {
    return Promise.reject(
      new Error('BANK_DATA_KEY is required in production: the key that encrypts IBANs at rest (openssl rand -base64 32)'),
    );
  }
  return installationSecret().then((secret) => Buffer.from(hkdfSync('sha256', secret, 'bank-data', 'iban-at-rest v1', 32)));
}

/** "•••• 4300": the last four characters, enough for a member to recognise their account. */
export function maskIban(last4: string): string {
  return `•••• ${last4}`;
}
