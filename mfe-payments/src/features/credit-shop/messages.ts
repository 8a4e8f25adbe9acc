import type { MessageDescriptor } from 'react-intl';

/** Texts of the credit shop; Dutch is the source catalogue. */
export const shopMessages = {
  bundlesLegend: { id: 'payments.shop.bundlesLegend', defaultMessage: 'Kies een pakket' },
  credits: { id: 'payments.shop.credits', defaultMessage: '{credits} credits' },
  perCredit: { id: 'payments.shop.perCredit', defaultMessage: '{price} per credit' },
  oldPrice: { id: 'payments.shop.oldPrice', defaultMessage: 'was {price}' },
  bestValue: { id: 'payments.shop.bestValue', defaultMessage: 'Beste keuze' },
  save: { id: 'payments.shop.save', defaultMessage: 'Bespaar {percentage}%' },
  methodsLegend: { id: 'payments.shop.methodsLegend', defaultMessage: 'Kies een betaalmethode' },
  moreMethods: { id: 'payments.shop.moreMethods', defaultMessage: 'Meer betaalmethodes' },
  summaryTitle: { id: 'payments.shop.summaryTitle', defaultMessage: 'Je bestelling' },
  discount: { id: 'payments.shop.discount', defaultMessage: 'Korting {code} (−{percentage}%)' },
  total: { id: 'payments.shop.total', defaultMessage: 'Totaal' },
  pay: { id: 'payments.shop.pay', defaultMessage: 'Betaal {total} met {method}' },
  loadFailed: { id: 'payments.shop.loadFailed', defaultMessage: 'De pakketten konden niet worden geladen. Probeer het later opnieuw.' },
  payFailed: { id: 'payments.shop.payFailed', defaultMessage: 'De betaling kon niet worden gestart. Probeer het opnieuw.' },
} satisfies Record<string, MessageDescriptor>;

/** Method names are brand names, the same in every language (sdd and sct are described). */
export const methodMessages = {
  ideal: { id: 'payments.method.ideal', defaultMessage: 'iDEAL' },
  bancontact: { id: 'payments.method.bancontact', defaultMessage: 'Bancontact' },
  creditcard: { id: 'payments.method.creditcard', defaultMessage: 'Creditcard' },
  paypal: { id: 'payments.method.paypal', defaultMessage: 'PayPal' },
  applepay: { id: 'payments.method.applepay', defaultMessage: 'Apple Pay' },
  sofort: { id: 'payments.method.sofort', defaultMessage: 'SOFORT' },
  eps: { id: 'payments.method.eps', defaultMessage: 'EPS' },
  przelewy24: { id: 'payments.method.przelewy24', defaultMessage: 'Przelewy24' },
  sdd: { id: 'payments.method.sdd', defaultMessage: 'Automatische incasso' },
  sct: { id: 'payments.method.sct', defaultMessage: 'Bankoverschrijving' },
} satisfies Record<string, MessageDescriptor>;
