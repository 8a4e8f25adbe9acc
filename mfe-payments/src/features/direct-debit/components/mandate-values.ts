/** The direct-debit form as typed (step 1). */
export interface MandateValues {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  mobile_phone: string;
  mandate_accepted: boolean;
}

export const emptyMandate: MandateValues = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  mobile_phone: '',
  mandate_accepted: false,
};

/** Form order, for focusing the first field the server rejected. */
export const mandateFields = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'mobile_phone',
  'mandate_accepted',
] as const;
