import { defineMessages } from 'react-intl';

// Dutch is the source language: the default messages are the nl catalogue verbatim.
export const paymentsKitMessages = defineMessages({
  validUntil: { id: 'kit.countdown.validUntil', defaultMessage: 'Geldig tot {time}' },
});
