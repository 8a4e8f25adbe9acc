import type { Db } from '../../../db/db.ts';
import type { BankDataCipher } from '../../../lib/bank-data-cipher.ts';
import { listPlainIbanMandates, storeEncryptedIban } from '../../../repositories/direct-debit-mandates.ts';

/** Associated data of a mandate IBAN: the ciphertext belongs to this member's mandates and to no other row. */
const ibanContext = (memberId: number) => `direct_debit_mandates.iban:member:${memberId}`;

export function encryptIban(cipher: BankDataCipher, memberId: number, iban: string): { ibanEncrypted: string; ibanLast4: string } {
  return { ibanEncrypted: cipher.encrypt(iban, ibanContext(memberId)), ibanLast4: iban.slice(-4) };
}

export function decryptIban(cipher: BankDataCipher, memberId: number, stored: string): string {
  return cipher.decrypt(stored, ibanContext(memberId));
}

/**
 * Encrypts the IBANs of mandates stored before encryption (migration 0022 left them in the plain column), in
 * batches; run at start-up, before the routes serve. The key is asked for only when there is something to encrypt.
 * Answers how many it encrypted.
 */
export async function encryptStoredIbans(db: Db, cipherOf: () => Promise<BankDataCipher>): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await listPlainIbanMandates(db, 500);
    if (rows.length === 0) return done;
    const cipher = await cipherOf();
    for (const row of rows) {
      const { ibanEncrypted, ibanLast4 } = encryptIban(cipher, row.member_id, row.iban);
      await storeEncryptedIban(db, row.id, ibanEncrypted, ibanLast4);
    }
    done += rows.length;
  }
}
