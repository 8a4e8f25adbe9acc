import type { MessageDescriptor } from 'react-intl';
import type { StatementKind } from '@dating/shared-kit';

// Dutch is the source language: the default messages are the nl catalogue verbatim.
export const statementMessages = {
  title: { id: 'payments.statement.title', defaultMessage: 'Creditoverzicht' },
  intro: { id: 'payments.statement.intro', defaultMessage: 'Alle credits die je kreeg en uitgaf, met je saldo na elke regel.' },
  balance: { id: 'payments.statement.balance', defaultMessage: 'Saldo nu: {count} credits' },
  download: { id: 'payments.statement.download', defaultMessage: 'Download als CSV' },
  empty: { id: 'payments.statement.empty', defaultMessage: 'Er zijn nog geen credits bij- of afgeschreven.' },
  toShop: { id: 'payments.statement.toShop', defaultMessage: 'Credits kopen' },
  loadFailed: { id: 'payments.statement.loadFailed', defaultMessage: 'Het overzicht kon niet worden geladen.' },
  retry: { id: 'payments.statement.retry', defaultMessage: 'Opnieuw proberen' },
  loginReason: { id: 'payments.statement.loginReason', defaultMessage: 'Log in om je creditoverzicht te zien.' },
  newer: { id: 'payments.statement.newer', defaultMessage: 'Nieuwer' },
  older: { id: 'payments.statement.older', defaultMessage: 'Ouder' },
  pageOf: { id: 'payments.statement.pageOf', defaultMessage: 'Pagina {page} van {pages}' },
  change: { id: 'payments.statement.change', defaultMessage: '{credits, plural, one {# credit} other {# credits}}' },
  balanceAfter: { id: 'payments.statement.balanceAfter', defaultMessage: 'saldo {count}' },
  withMember: { id: 'payments.statement.withMember', defaultMessage: 'aan {name}' },
  order: { id: 'payments.statement.order', defaultMessage: 'Bestelling {id}' },
  listLabel: { id: 'payments.statement.listLabel', defaultMessage: 'Bij- en afschrijvingen' },
} satisfies Record<string, MessageDescriptor>;

/** What a row was for, in words. */
export const kindMessages = {
  purchase: { id: 'payments.statement.kind.purchase', defaultMessage: 'Credits gekocht' },
  signup_gift: { id: 'payments.statement.kind.signupGift', defaultMessage: 'Welkomstcadeau' },
  message: { id: 'payments.statement.kind.message', defaultMessage: 'Bericht' },
  gift: { id: 'payments.statement.kind.gift', defaultMessage: 'Cadeau' },
  photo: { id: 'payments.statement.kind.photo', defaultMessage: 'Foto' },
  super_like: { id: 'payments.statement.kind.superLike', defaultMessage: 'Superlike' },
  swipe_undo: { id: 'payments.statement.kind.swipeUndo', defaultMessage: 'Swipe teruggedraaid' },
  boost: { id: 'payments.statement.kind.boost', defaultMessage: 'Boost' },
  refund: { id: 'payments.statement.kind.refund', defaultMessage: 'Terugbetaling' },
  chargeback: { id: 'payments.statement.kind.chargeback', defaultMessage: 'Teruggeboekt door de bank' },
  other: { id: 'payments.statement.kind.other', defaultMessage: 'Correctie' },
} satisfies Record<StatementKind, MessageDescriptor>;
