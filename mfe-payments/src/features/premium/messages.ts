import type { MessageDescriptor } from 'react-intl';

/** The premium and pricing pages; Dutch is the source catalogue. */
export const premiumMessages = {
  chance: { id: 'payments.premium.chance', defaultMessage: 'meer kans op een match' },
  benefitsTitle: { id: 'payments.premium.benefitsTitle', defaultMessage: 'Wat je krijgt met Premium' },
  benefitPhotos: { id: 'payments.premium.benefitPhotos', defaultMessage: 'Bekijk alle foto’s' },
  benefitChats: { id: 'payments.premium.benefitChats', defaultMessage: 'Onbeperkt gesprekken starten' },
  benefitSeen: { id: 'payments.premium.benefitSeen', defaultMessage: 'Zie wie jou leuk vindt' },
  benefitTop: { id: 'payments.premium.benefitTop', defaultMessage: 'Bovenaan in de zoekresultaten' },
  bundlesTitle: { id: 'payments.premium.bundlesTitle', defaultMessage: 'Word Premium met je eerste pakket credits' },
  bundle: { id: 'payments.premium.bundle', defaultMessage: '{credits} credits voor {price}' },
  costsTitle: { id: 'payments.pricing.costsTitle', defaultMessage: 'Wat kost wat' },
  messageCost: { id: 'payments.pricing.messageCost', defaultMessage: 'Bericht: {credits} credits' },
  photoCost: { id: 'payments.pricing.photoCost', defaultMessage: 'Foto: {credits} credits' },
  giftCost: { id: 'payments.pricing.giftCost', defaultMessage: 'Cadeau: vanaf {credits} credits' },
  minimumMessage: { id: 'payments.pricing.minimumMessage', defaultMessage: 'Berichten vanaf {price}' },
  perCreditTitle: { id: 'payments.pricing.perCreditTitle', defaultMessage: 'Prijs per credit' },
  perCredit: { id: 'payments.pricing.perCredit', defaultMessage: '{credits} credits: {price} ({perCredit} per credit)' },
  compareTitle: { id: 'payments.pricing.compareTitle', defaultMessage: 'Gratis of Premium' },
  feature: { id: 'payments.pricing.feature', defaultMessage: 'Functie' },
  free: { id: 'payments.pricing.free', defaultMessage: 'Gratis' },
  premium: { id: 'payments.pricing.premium', defaultMessage: 'Premium' },
  included: { id: 'payments.pricing.included', defaultMessage: 'Inbegrepen' },
  notIncluded: { id: 'payments.pricing.notIncluded', defaultMessage: 'Niet inbegrepen' },
  featureSearch: { id: 'payments.pricing.featureSearch', defaultMessage: 'Zoeken en likes' },
} satisfies Record<string, MessageDescriptor>;
