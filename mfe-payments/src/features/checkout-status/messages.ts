import type { MessageDescriptor } from 'react-intl';

/** The checkout result page; Dutch is the source catalogue. */
export const statusMessages = {
  pending: { id: 'payments.status.pending', defaultMessage: 'We wachten op je bank…' },
  paidTitle: { id: 'payments.status.paidTitle', defaultMessage: 'Betaling gelukt' },
  creditsAdded: { id: 'payments.status.creditsAdded', defaultMessage: '{credits} credits toegevoegd' },
  balance: { id: 'payments.status.balance', defaultMessage: 'Je nieuwe saldo' },
  backToChat: { id: 'payments.status.backToChat', defaultMessage: 'Terug naar de chat' },
  searchMembers: { id: 'payments.status.searchMembers', defaultMessage: 'Leden zoeken' },
  failedTitle: { id: 'payments.status.failedTitle', defaultMessage: 'Betaling mislukt' },
  failed: { id: 'payments.status.failed', defaultMessage: 'De betaling is geweigerd.' },
  canceled: { id: 'payments.status.canceled', defaultMessage: 'Je hebt de betaling geannuleerd.' },
  expired: { id: 'payments.status.expired', defaultMessage: 'De betaling is verlopen.' },
  tryAgain: { id: 'payments.status.tryAgain', defaultMessage: 'Probeer opnieuw' },
  otherMethod: { id: 'payments.status.otherMethod', defaultMessage: 'Andere betaalmethode' },
  notFound: { id: 'payments.status.notFound', defaultMessage: 'Deze betaling is niet gevonden.' },
} satisfies Record<string, MessageDescriptor>;
