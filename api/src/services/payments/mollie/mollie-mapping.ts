import type { Locale } from '../../../contracts/common.ts';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '../../../contracts/payments.ts';

/** Our method ids to Mollie's (Mollie calls SEPA direct debit "directdebit" and bank transfer "banktransfer"). */
export const MOLLIE_METHODS: Record<PaymentMethod, string> = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  creditcard: 'creditcard',
  paypal: 'paypal',
  applepay: 'applepay',
  sofort: 'sofort',
  eps: 'eps',
  przelewy24: 'przelewy24',
  sdd: 'directdebit',
  sct: 'banktransfer',
};

const OUR_METHODS = new Map(Object.entries(MOLLIE_METHODS).map(([ours, theirs]) => [theirs, ours as PaymentMethod]));

/** Mollie's method back to ours; null when Mollie reports a method we never offer (or none chosen yet). */
export function ourMethod(mollieMethod: string | null | undefined): PaymentMethod | null {
  return mollieMethod ? (OUR_METHODS.get(mollieMethod) ?? null) : null;
}

/** Mollie's checkout languages for ours (Mollie wants a region; the member's market is the usual one). */
export const MOLLIE_LOCALES: Record<Locale, string> = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_GB',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nb: 'nb_NO',
  nl: 'nl_NL',
  pl: 'pl_PL',
  sv: 'sv_SE',
};

/**
 * Our statuses are Mollie's names, so they map 1:1. Mollie's "authorized" (a card reserved but not yet
 * captured) is money not yet received: pending for us.
 */
export function ourStatus(mollieStatus: string): OrderStatus {
  if ((ORDER_STATUSES as readonly string[]).includes(mollieStatus)) return mollieStatus as OrderStatus;
  if (mollieStatus === 'authorized') return 'pending';
  throw new Error(`Mollie reported an unknown payment status "${mollieStatus}"`);
}

/** Minor units to Mollie's decimal string ("9.99"); currencies without cents (JPY, ISK) have no decimals. */
export function mollieAmount(minor: number, currency: string): { value: string; currency: string } {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return { value: (minor / 10 ** digits).toFixed(digits), currency };
}

/** Mollie's decimal string back to minor units, without floating-point drift ("0.29" is 29, not 28.999...). */
export function minorAmount(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 10 ** fraction.length + Number(fraction || 0));
}
