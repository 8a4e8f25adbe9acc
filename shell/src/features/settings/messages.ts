import type { NotificationKind } from '@dating/shared-kit';
import type { DeleteReason } from './api/delete-account';

/** Message ids of the settings screen; texts live in i18n/<locale>.json (Dutch is the source). */
export const settingsMessages = {
  loading: { id: 'shell.settings.loading' },
  loginRequired: { id: 'shell.settings.loginRequired' },
  login: { id: 'shell.settings.login' },
  generic: { id: 'shell.settings.error.generic' },
  saved: { id: 'shell.settings.saved' },
  kindsLegend: { id: 'shell.settings.kinds.legend' },
  kindsHint: { id: 'shell.settings.kinds.hint' },
  invisibleHeading: { id: 'shell.settings.invisible.heading' },
  invisibleLabel: { id: 'shell.settings.invisible.label' },
  invisibleHint: { id: 'shell.settings.invisible.hint' },
  pushHeading: { id: 'shell.settings.push.heading' },
  pushLabel: { id: 'shell.settings.push.label' },
  pushSubscribed: { id: 'shell.settings.push.subscribed' },
  pushNotSubscribed: { id: 'shell.settings.push.notSubscribed' },
  pushUnsupported: { id: 'shell.settings.push.unsupported' },
  pushDenied: { id: 'shell.settings.push.denied' },
  pushDismissed: { id: 'shell.settings.push.dismissed' },
  pushNoWorker: { id: 'shell.settings.push.noWorker' },
  emailBlockedTitle: { id: 'shell.settings.emailBlocked.title' },
  emailBlockedComplaint: { id: 'shell.settings.emailBlocked.complaint' },
  emailBlockedBounce: { id: 'shell.settings.emailBlocked.bounce' },
  emailBlockedUnsubscribe: { id: 'shell.settings.emailBlocked.unsubscribe' },
  emailEnable: { id: 'shell.settings.emailBlocked.enable' },
  deleteHeading: { id: 'shell.settings.delete.heading' },
  deleteIntro: { id: 'shell.settings.delete.intro' },
  deleteStart: { id: 'shell.settings.delete.start' },
  deleteReasonLegend: { id: 'shell.settings.delete.reasonLegend' },
  deleteComment: { id: 'shell.settings.delete.comment' },
  deleteReasonRequired: { id: 'shell.settings.delete.reasonRequired' },
  deleteNext: { id: 'shell.settings.delete.next' },
  deleteCancel: { id: 'shell.settings.delete.cancel' },
  alternativesHeading: { id: 'shell.settings.delete.alternatives.heading' },
  alternativesIntro: { id: 'shell.settings.delete.alternatives.intro' },
  alternativeInvisible: { id: 'shell.settings.delete.alternatives.invisible' },
  alternativeInvisibleDone: { id: 'shell.settings.delete.alternatives.invisibleDone' },
  alternativeMails: { id: 'shell.settings.delete.alternatives.mails' },
  alternativeMailsDone: { id: 'shell.settings.delete.alternatives.mailsDone' },
  alternativeDiscount: { id: 'shell.settings.delete.alternatives.discount' },
  alternativeContinue: { id: 'shell.settings.delete.alternatives.continue' },
  confirmHeading: { id: 'shell.settings.delete.confirm.heading' },
  confirmText: { id: 'shell.settings.delete.confirm.text' },
  password: { id: 'shell.settings.delete.confirm.password' },
  passwordRequired: { id: 'shell.settings.delete.confirm.passwordRequired' },
  confirmSubmit: { id: 'shell.settings.delete.confirm.submit' },
} as const;

/** One label per notification kind; the type makes a new kind fail to compile until it has its text. */
export const notificationKindMessages: Record<NotificationKind, { id: string }> = {
  new_conversations: { id: 'shell.settings.kind.new_conversations' },
  new_messages: { id: 'shell.settings.kind.new_messages' },
  like: { id: 'shell.settings.kind.like' },
  unread_message_reminders: { id: 'shell.settings.kind.unread_message_reminders' },
  promotions: { id: 'shell.settings.kind.promotions' },
  weekly_updates: { id: 'shell.settings.kind.weekly_updates' },
  news: { id: 'shell.settings.kind.news' },
  reminders: { id: 'shell.settings.kind.reminders' },
  visitors: { id: 'shell.settings.kind.visitors' },
};

/** One label per reason of the delete-account flow. */
export const deleteReasonMessages: Record<DeleteReason, { id: string }> = {
  found_partner: { id: 'shell.settings.delete.reason.found_partner' },
  not_enough_matches: { id: 'shell.settings.delete.reason.not_enough_matches' },
  too_expensive: { id: 'shell.settings.delete.reason.too_expensive' },
  privacy: { id: 'shell.settings.delete.reason.privacy' },
  taking_a_break: { id: 'shell.settings.delete.reason.taking_a_break' },
  other: { id: 'shell.settings.delete.reason.other' },
};

/** Error codes of this screen's calls are translated under this prefix (fallback: the API's Dutch text). */
export const settingsErrorPrefix = 'shell.settings.error.';
