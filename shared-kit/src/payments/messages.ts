import type { MessageDescriptor } from 'react-intl';

// Dutch is the source language: the default messages are the nl catalogue verbatim.
export const paymentsKitMessages = {
  validUntil: { id: 'kit.countdown.validUntil', defaultMessage: 'Geldig tot {time}' },
} satisfies Record<string, MessageDescriptor>;
