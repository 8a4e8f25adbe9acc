import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '../../../contracts/payments.ts';

/** A fresh code: SMS_CODE_LENGTH digits from the CSPRNG, leading zeros kept ("004512"). */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/**
 * What the mandate row keeps instead of the code: an HMAC keyed with a server secret and bound to the
 * mandate, so a copy of the table alone cannot be brute-forced over the million possible codes, and one
 * mandate's hash says nothing about another's.
 */
export function hashSmsCode(code: string, mandateId: number, secret: string): string {
  return createHmac('sha256', secret).update(`${mandateId}:${code}`).digest('hex');
}

/** Compares in constant time, so the answer's timing does not leak how many leading characters matched. */
export function smsCodeMatches(code: string, mandateId: number, secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSmsCode(code, mandateId, secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
