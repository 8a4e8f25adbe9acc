import type { MessageDescriptor } from 'react-intl';

// Dutch is the source language: the default messages are the nl catalogue verbatim.
export const transactionMessages = {
  pending: { id: 'payments.transaction.pending', defaultMessage: 'We wachten op de bevestiging van je betaling…' },
  pendingHint: {
    id: 'payments.transaction.pendingHint',
    defaultMessage: 'Dit duurt meestal maar een paar seconden. Je kunt deze pagina open laten.',
  },
  paid: { id: 'payments.transaction.paid', defaultMessage: 'Betaling gelukt' },
  newBalance: { id: 'payments.transaction.newBalance', defaultMessage: 'Je nieuwe saldo' },
  balance: { id: 'payments.transaction.balance', defaultMessage: '{count} credits' },
  added: { id: 'payments.transaction.added', defaultMessage: '+{count} credits' },
  backToChat: { id: 'payments.transaction.backToChat', defaultMessage: 'Terug naar de chat' },
  searchMembers: { id: 'payments.transaction.searchMembers', defaultMessage: 'Leden zoeken' },
  failed: { id: 'payments.transaction.failed', defaultMessage: 'Betaling mislukt' },
  failedReason: { id: 'payments.transaction.failedReason', defaultMessage: 'De betaling is niet gelukt. Er is niets afgeschreven.' },
  canceledReason: {
    id: 'payments.transaction.canceledReason',
    defaultMessage: 'Je hebt de betaling afgebroken. Er is niets afgeschreven.',
  },
  expiredReason: { id: 'payments.transaction.expiredReason', defaultMessage: 'De betaling is verlopen. Er is niets afgeschreven.' },
  tryAgain: { id: 'payments.transaction.tryAgain', defaultMessage: 'Opnieuw proberen' },
  otherMethod: { id: 'payments.transaction.otherMethod', defaultMessage: 'Andere betaalmethode' },
  notFound: { id: 'payments.transaction.notFound', defaultMessage: 'Deze betaling hebben we niet gevonden.' },
  loadFailed: { id: 'payments.transaction.loadFailed', defaultMessage: 'De betaling kon niet worden geladen.' },
  toShop: { id: 'payments.transaction.toShop', defaultMessage: 'Naar de credits' },
  continuePayment: { id: 'payments.transaction.continuePayment', defaultMessage: 'Verder met betalen' },
  reversed: { id: 'payments.transaction.reversed', defaultMessage: 'Deze betaling is teruggeboekt: {count} credits zijn teruggenomen.' },
  listTitle: { id: 'payments.transaction.listTitle', defaultMessage: 'Je bestellingen' },
  listEmpty: { id: 'payments.transaction.listEmpty', defaultMessage: 'Je hebt nog niets besteld.' },
  listRow: { id: 'payments.transaction.listRow', defaultMessage: '{credits} credits · {total} · {method}' },
  loginReason: { id: 'payments.transaction.loginReason', defaultMessage: 'Log in om je betalingen te zien.' },
} satisfies Record<string, MessageDescriptor>;

/** Order statuses in words, for the list. */
export const statusMessages = {
  open: { id: 'payments.status.open', defaultMessage: 'Open' },
  pending: { id: 'payments.status.pending', defaultMessage: 'In behandeling' },
  paid: { id: 'payments.status.paid', defaultMessage: 'Betaald' },
  failed: { id: 'payments.status.failed', defaultMessage: 'Mislukt' },
  canceled: { id: 'payments.status.canceled', defaultMessage: 'Afgebroken' },
  expired: { id: 'payments.status.expired', defaultMessage: 'Verlopen' },
} satisfies Record<string, MessageDescriptor>;

/** A paid order whose payment was refunded or charged back (its status stays paid). */
export const reversedStatusMessage = { id: 'payments.status.reversed', defaultMessage: 'Teruggeboekt' } satisfies MessageDescriptor;
