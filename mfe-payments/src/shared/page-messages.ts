import { defineMessages } from 'react-intl';

/** Titles and introductions of this remote's pages; Dutch is the source catalogue. */
export const pageMessages = defineMessages({
  creditsTitle: { id: 'payments.credits.title', defaultMessage: 'Credits kopen' },
  creditsIntro: { id: 'payments.credits.intro', defaultMessage: 'Kies een pakket credits om berichten te sturen.' },
  creditsRepeatOrderTitle: { id: 'payments.creditsRepeatOrder.title', defaultMessage: 'Bestelling herhalen' },
  creditsRepeatOrderIntro: { id: 'payments.creditsRepeatOrder.intro', defaultMessage: 'Koop hetzelfde pakket nog een keer.' },
  creditsIdPaymentmethodTitle: { id: 'payments.creditsIdPaymentmethod.title', defaultMessage: 'Je bestelling' },
  creditsIdPaymentmethodIntro: {
    id: 'payments.creditsIdPaymentmethod.intro',
    defaultMessage: 'Kies een betaalmethode en rond je bestelling af.',
  },
  directdebitTitle: { id: 'payments.directdebit.title', defaultMessage: 'Automatische incasso' },
  directdebitIntro: { id: 'payments.directdebit.intro', defaultMessage: 'Betaal via automatische incasso met een sms-code.' },
  transactionsIdTitle: { id: 'payments.transactionsId.title', defaultMessage: 'Betaling' },
  transactionsIdIntro: { id: 'payments.transactionsId.intro', defaultMessage: 'De status van je betaling.' },
  premiumTitle: { id: 'payments.premium.title', defaultMessage: 'Premium' },
  premiumIntro: { id: 'payments.premium.intro', defaultMessage: 'Premium leden hebben 46% meer kans op een match.' },
  pricingTitle: { id: 'payments.pricing.title', defaultMessage: 'Prijzen' },
  pricingIntro: { id: 'payments.pricing.intro', defaultMessage: 'Wat credits en premium kosten.' },
});
