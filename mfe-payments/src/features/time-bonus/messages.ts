import type { MessageDescriptor } from 'react-intl';

// Dutch is the source language: the default messages are the nl catalogue verbatim.
export const timeBonusMessages = {
  title: { id: 'payments.timeBonus.title', defaultMessage: 'Jouw tijdbonus' },
  discount: { id: 'payments.timeBonus.discount', defaultMessage: '−{percentage}%' },
  body: { id: 'payments.timeBonus.body', defaultMessage: 'Korting op je eerste credits, alleen zolang de klok loopt.' },
  use: { id: 'payments.timeBonus.use', defaultMessage: 'Gebruik mijn {percentage}% korting' },
  later: { id: 'payments.timeBonus.later', defaultMessage: 'Later' },
  close: { id: 'payments.timeBonus.close', defaultMessage: 'Tijdbonus sluiten' },
} satisfies Record<string, MessageDescriptor>;
