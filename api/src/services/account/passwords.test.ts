import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

describe('passwords', () => {
  it('hash with scrypt N=2^15, r=8, p=1, the parameters stored with a random salt', async () => {
    const [first, second] = await Promise.all([hashPassword('geheim123'), hashPassword('geheim123')]);
    expect(first).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('geheim123', first)).toBe(true);
    expect(await verifyPassword('geheim124', first)).toBe(false);
  });

  it('verify with the parameters of the stored hash (older or cheaper ones still work)', async () => {
    const cheap = 'scrypt$10$8$1$' + Buffer.from('0123456789abcdef').toString('base64url') + '$';
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('pw', Buffer.from('0123456789abcdef'), 32, { N: 1024, r: 8, p: 1 }).toString('base64url');
    expect(await verifyPassword('pw', cheap + key)).toBe(true);
  });

  it('never match a missing or malformed hash', async () => {
    for (const stored of [null, '', 'plain', 'bcrypt$2$x$y$z$w', 'scrypt$15$8$1$$']) {
      expect(await verifyPassword('', stored)).toBe(false);
    }
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url; only a sha256 hex is stored', () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
