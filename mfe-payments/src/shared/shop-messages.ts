import type { MessageDescriptor } from 'react-intl';

// Dutch is the source language: the default messages are the nl catalogue verbatim.
export const creditShopMessages = {
  bundlesLegend: { id: 'payments.shop.bundlesLegend', defaultMessage: 'Kies je pakket' },
  credits: { id: 'payments.shop.credits', defaultMessage: '{count} credits' },
  perCredit: { id: 'payments.shop.perCredit', defaultMessage: '{price} per credit' },
  oldPrice: { id: 'payments.shop.oldPrice', defaultMessage: 'was {price}' },
  bestValue: { id: 'payments.shop.bestValue', defaultMessage: 'Beste koop' },
  save: { id: 'payments.shop.save', defaultMessage: 'Bespaar {percentage}%' },
  methodsLegend: { id: 'payments.shop.methodsLegend', defaultMessage: 'Kies je betaalmethode' },
  moreMethods: { id: 'payments.shop.moreMethods', defaultMessage: 'Meer betaalmethoden' },
  haveCode: { id: 'payments.shop.haveCode', defaultMessage: 'Heb je een code?' },
  codeLabel: { id: 'payments.shop.codeLabel', defaultMessage: 'Kortingscode' },
  applyCode: { id: 'payments.shop.applyCode', defaultMessage: 'Toepassen' },
  codeChip: { id: 'payments.shop.codeChip', defaultMessage: '{code} −{percentage}%' },
  removeCode: { id: 'payments.shop.removeCode', defaultMessage: 'Code {code} verwijderen' },
  discountStrip: { id: 'payments.shop.discountStrip', defaultMessage: '−{percentage}% korting' },
  summaryTitle: { id: 'payments.shop.summaryTitle', defaultMessage: 'Overzicht' },
  discountLine: { id: 'payments.shop.discountLine', defaultMessage: 'Korting {code} (−{percentage}%)' },
  total: { id: 'payments.shop.total', defaultMessage: 'Totaal' },
  pay: { id: 'payments.shop.pay', defaultMessage: 'Betaal {price} met {method}' },
  quoteFailed: { id: 'payments.shop.quoteFailed', defaultMessage: 'De prijs kon niet worden geladen. Probeer het opnieuw.' },
  payWithoutPrice: { id: 'payments.shop.payWithoutPrice', defaultMessage: 'Betalen' },
  loadFailed: { id: 'payments.shop.loadFailed', defaultMessage: 'Het aanbod kon niet worden geladen.' },
  retry: { id: 'payments.shop.retry', defaultMessage: 'Opnieuw proberen' },
  statementLink: { id: 'payments.shop.statementLink', defaultMessage: 'Waar zijn mijn credits gebleven? Bekijk je creditoverzicht' },
  genericError: { id: 'payments.shop.genericError', defaultMessage: 'Er ging iets mis. Probeer het opnieuw.' },
  loginReason: { id: 'payments.shop.loginReason', defaultMessage: 'Log in of meld je gratis aan om credits te kopen.' },
  noBundles: { id: 'payments.shop.noBundles', defaultMessage: 'Er zijn nu geen pakketten in jouw land.' },
  openOrder: { id: 'payments.shop.openOrder', defaultMessage: 'Naar je open bestelling' },
} satisfies Record<string, MessageDescriptor>;

/** Names of the payment methods; brand names stay as they are, the generic ones are translated. */
export const methodMessages = {
  ideal: { id: 'payments.method.ideal', defaultMessage: 'iDEAL' },
  bancontact: { id: 'payments.method.bancontact', defaultMessage: 'Bancontact' },
  creditcard: { id: 'payments.method.creditcard', defaultMessage: 'Creditcard' },
  paypal: { id: 'payments.method.paypal', defaultMessage: 'PayPal' },
  applepay: { id: 'payments.method.applepay', defaultMessage: 'Apple Pay' },
  sofort: { id: 'payments.method.sofort', defaultMessage: 'Sofort' },
  eps: { id: 'payments.method.eps', defaultMessage: 'EPS' },
  przelewy24: { id: 'payments.method.przelewy24', defaultMessage: 'Przelewy24' },
  sdd: { id: 'payments.method.sdd', defaultMessage: 'Automatische incasso' },
  sct: { id: 'payments.method.sct', defaultMessage: 'Bankoverschrijving' },
} satisfies Record<string, MessageDescriptor>;
