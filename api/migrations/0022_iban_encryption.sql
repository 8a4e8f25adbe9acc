-- A mandate's IBAN is kept encrypted (AES-256-GCM, key BANK_DATA_KEY; see bank-data-cipher.ts) with its last four
-- characters for the masked view. The plain column stays only for rows written before this migration: the API
-- encrypts those when it starts and empties the column (a SQL migration cannot hold the key).
alter table direct_debit_mandates
  add column iban_encrypted text check (iban_encrypted is null or iban_encrypted ~ '^v1:[A-Za-z0-9+/=]+$'),
  add column iban_last4 text check (iban_last4 is null or iban_last4 ~ '^[A-Z0-9]{4}$');
alter table direct_debit_mandates alter column iban drop not null;
alter table direct_debit_mandates add constraint direct_debit_mandates_iban_once check ((iban is null) <> (iban_encrypted is null));
