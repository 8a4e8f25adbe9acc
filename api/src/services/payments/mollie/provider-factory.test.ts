import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { createPaymentProvider } from '../provider-factory.ts';

// The sandbox provider only keeps the handle for later queries; choosing a provider touches no database.
const db = {} as Db;

describe('createPaymentProvider', () => {
  it('chooses Mollie when MOLLIE_API_KEY is set', () => {
    expect(createPaymentProvider({ db, env: { MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz12' } }).name).toBe('mollie');
  });

  it('stays on the sandbox without a key (or with an empty one)', () => {
    expect(createPaymentProvider({ db, env: {} }).name).toBe('sandbox');
    expect(createPaymentProvider({ db, env: { MOLLIE_API_KEY: '  ' } }).name).toBe('sandbox');
  });
});

describe('PAYMENT_PROVIDER', () => {
  it('names the provider: sandbox even with a Mollie key, Mollie only with one', () => {
    const key = 'test_abcdefghijklmnopqrstuvwxyz12';
    expect(createPaymentProvider({ db, env: { PAYMENT_PROVIDER: 'sandbox', MOLLIE_API_KEY: key } }).name).toBe('sandbox');
    expect(createPaymentProvider({ db, env: { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: key } }).name).toBe('mollie');
    expect(() => createPaymentProvider({ db, env: { PAYMENT_PROVIDER: 'mollie' } })).toThrow('MOLLIE_API_KEY');
    expect(() => createPaymentProvider({ db, env: { PAYMENT_PROVIDER: 'free' } })).toThrow('Invalid PAYMENT_PROVIDER');
  });
});
