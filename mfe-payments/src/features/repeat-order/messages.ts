import type { MessageDescriptor } from 'react-intl';

/** The repeat-order page; Dutch is the source catalogue. */
export const repeatMessages = {
  last: { id: 'payments.repeat.last', defaultMessage: 'Je vorige bestelling: {credits} credits voor {total} met {method}.' },
  pay: { id: 'payments.repeat.pay', defaultMessage: 'Nogmaals betalen' },
  none: { id: 'payments.repeat.none', defaultMessage: 'Je hebt nog geen eerdere bestelling.' },
  toShop: { id: 'payments.repeat.toShop', defaultMessage: 'Kies een pakket' },
  failed: { id: 'payments.repeat.failed', defaultMessage: 'De bestelling kon niet worden herhaald. Probeer het opnieuw.' },
} satisfies Record<string, MessageDescriptor>;
