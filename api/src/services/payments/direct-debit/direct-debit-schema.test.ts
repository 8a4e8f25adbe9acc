import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../../test/test-db.ts';
import { hashSmsCode } from './sms-code.ts';

const db = useTestDb();

// Row checks run before the foreign keys, so a made-up member and bundle are enough to test them.
const insert = (overrides: Record<string, unknown>) => {
  const row = {
    iban: 'NL91ABNA0417164300',
    mobile_phone: '+31612345678',
    status: 'pending_code',
    code_hash: hashSmsCode('123456', 1, 'secret'),
    ...overrides,
  };
  return db().query(
    `insert into direct_debit_mandates
       (member_id, bundle_id, account_holder, iban, street, house_number, zip, city, mobile_phone, status, code_hash)
     values (999999, 999999, 'J. de Vries', $1, 'Dam', '1', '1012 JS', 'Amsterdam', $2, $3, $4)`,
    [row.iban, row.mobile_phone, row.status, row.code_hash],
  );
};

describe('direct_debit_mandates (migration 0013)', () => {
  it('refuses a plain code where its hash belongs', async () => {
    await expect(insert({ code_hash: '123456' })).rejects.toThrow(/check constraint/);
  });

  it('refuses an IBAN that is not normalised and a phone that is not E.164', async () => {
    await expect(insert({ iban: 'nl91 abna 0417 1643 00' })).rejects.toThrow(/check constraint/);
    await expect(insert({ mobile_phone: '0612345678' })).rejects.toThrow(/check constraint/);
  });

  it('refuses an unknown status and a verified mandate without its time', async () => {
    await expect(insert({ status: 'open' })).rejects.toThrow(/check constraint/);
    await expect(insert({ status: 'verified' })).rejects.toThrow(/check constraint/);
  });

  it('passes the row checks with good values (then only the made-up member is refused)', async () => {
    await expect(insert({})).rejects.toThrow(/foreign key/);
  });
});
