import type { MessageDescriptor } from 'react-intl';

// Dutch is the source language: the default messages are the nl catalogue verbatim.
export const repeatOrderMessages = {
  lastOrder: { id: 'payments.repeat.lastOrder', defaultMessage: 'Je vorige bestelling' },
  summary: { id: 'payments.repeat.summary', defaultMessage: '{credits} credits voor {total} met {method}' },
  repeat: { id: 'payments.repeat.repeat', defaultMessage: 'Nog een keer bestellen' },
  none: { id: 'payments.repeat.none', defaultMessage: 'Je hebt nog geen betaalde bestelling om te herhalen.' },
  chooseBundle: { id: 'payments.repeat.chooseBundle', defaultMessage: 'Kies een pakket' },
  loginReason: { id: 'payments.repeat.loginReason', defaultMessage: 'Log in om je bestelling te herhalen.' },
  otherBundle: { id: 'payments.repeat.otherBundle', defaultMessage: 'Ander pakket kiezen' },
} satisfies Record<string, MessageDescriptor>;
