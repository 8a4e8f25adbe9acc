import type { MessageDescriptor } from 'react-intl';
import type { PhotoRejectionReason, ReportReason, SanctionReason } from '@dating/shared-kit';
import { reportReasonMessages, reportReasons } from '@dating/shared-kit/report-messages';

/** Texts of the moderation console; Dutch is the source (i18n/nl.json). */
export const moderationMessages = {
  title: { id: 'shell.moderation.title', defaultMessage: 'Moderatie' },
  notModerator: { id: 'shell.moderation.notModerator', defaultMessage: 'Deze pagina is alleen voor moderatoren.' },
  reportsTab: { id: 'shell.moderation.reportsTab', defaultMessage: 'Meldingen ({count})' },
  flagsTab: { id: 'shell.moderation.flagsTab', defaultMessage: 'Gemarkeerde berichten ({count})' },
  flaggedWords: { id: 'shell.moderation.flaggedWords', defaultMessage: 'Bericht van {name} toch verstuurd na de waarschuwing: {words}' },
  flaggedImage: { id: 'shell.moderation.flaggedImage', defaultMessage: 'Expliciete foto van {name} in een gesprek' },
  photosTab: { id: 'shell.moderation.photosTab', defaultMessage: "Foto's ({count})" },
  shortcutsReports: {
    id: 'shell.moderation.shortcutsReports',
    defaultMessage: 'Sneltoetsen: J volgende, K vorige, D afwijzen, W waarschuwen, S schorsen, B verbannen.',
  },
  shortcutsPhotos: {
    id: 'shell.moderation.shortcutsPhotos',
    defaultMessage: 'Sneltoetsen: J volgende, K vorige, A goedkeuren, R afkeuren.',
  },
  position: { id: 'shell.moderation.position', defaultMessage: '{number} van {total}' },
  empty: { id: 'shell.moderation.empty', defaultMessage: 'Niets te beoordelen.' },
  next: { id: 'shell.moderation.next', defaultMessage: 'Volgende (J)' },
  previous: { id: 'shell.moderation.previous', defaultMessage: 'Vorige (K)' },
  reason: { id: 'shell.moderation.reason', defaultMessage: 'Reden' },
  note: { id: 'shell.moderation.note', defaultMessage: 'Notitie voor het logboek' },
  days: { id: 'shell.moderation.days', defaultMessage: 'Dagen schorsing' },
  approve: { id: 'shell.moderation.approve', defaultMessage: 'Goedkeuren (A)' },
  reject: { id: 'shell.moderation.reject', defaultMessage: 'Afkeuren (R)' },
  dismiss: { id: 'shell.moderation.dismiss', defaultMessage: 'Afwijzen (D)' },
  warn: { id: 'shell.moderation.warn', defaultMessage: 'Waarschuwen (W)' },
  suspend: { id: 'shell.moderation.suspend', defaultMessage: 'Schorsen (S)' },
  ban: { id: 'shell.moderation.ban', defaultMessage: 'Verbannen (B)' },
  reportedBy: { id: 'shell.moderation.reportedBy', defaultMessage: '{kind} van {name} gemeld: {reason}' },
  openReports: {
    id: 'shell.moderation.openReports',
    defaultMessage: '{count, plural, one {# open melding} other {# open meldingen}} over dit lid',
  },
  suspendedUntil: { id: 'shell.moderation.suspendedUntil', defaultMessage: 'Geschorst tot {until}' },
  banned: { id: 'shell.moderation.banned', defaultMessage: 'Verbannen' },
  reporterText: { id: 'shell.moderation.reporterText', defaultMessage: 'Toelichting: {text}' },
  context: { id: 'shell.moderation.context', defaultMessage: 'Het gesprek rond het gemelde bericht' },
  reportedMessage: { id: 'shell.moderation.reportedMessage', defaultMessage: 'Gemeld bericht' },
  photoOf: { id: 'shell.moderation.photoOf', defaultMessage: 'Foto van {name}' },
  done: { id: 'shell.moderation.done', defaultMessage: 'Beslissing vastgelegd.' },
  generic: { id: 'shell.moderation.generic', defaultMessage: 'Dat is niet gelukt, probeer het opnieuw.' },
} satisfies Record<string, MessageDescriptor>;

export const kindMessages = {
  member: { id: 'shell.moderation.kind.member', defaultMessage: 'Profiel' },
  message: { id: 'shell.moderation.kind.message', defaultMessage: 'Bericht' },
  photo: { id: 'shell.moderation.kind.photo', defaultMessage: 'Foto' },
} satisfies Record<'member' | 'message' | 'photo', MessageDescriptor>;

/** A sanction's reasons: a report's, but "other", and breaking the terms. */
export const sanctionReasons: readonly SanctionReason[] = [
  ...reportReasons.filter((reason): reason is Exclude<ReportReason, 'other'> => reason !== 'other'),
  'terms',
];
/** Their labels: a report's reason in the kit's words, as the reporter chose it. */
export const sanctionReasonMessages = {
  ...reportReasonMessages,
  terms: { id: 'shell.moderation.sanctionReason.terms', defaultMessage: 'Voorwaarden overtreden' },
} satisfies Record<SanctionReason, MessageDescriptor>;

export const rejectionReasons = [
  'no_face',
  'not_own_photo',
  'explicit',
  'contact_details',
  'low_quality',
  'other',
] as const satisfies readonly PhotoRejectionReason[];
export const rejectionReasonMessages = {
  no_face: { id: 'shell.moderation.rejection.no_face', defaultMessage: 'geen gezicht te zien' },
  not_own_photo: { id: 'shell.moderation.rejection.not_own_photo', defaultMessage: 'niet van het lid zelf' },
  explicit: { id: 'shell.moderation.rejection.explicit', defaultMessage: 'te bloot' },
  contact_details: { id: 'shell.moderation.rejection.contact_details', defaultMessage: 'contactgegevens' },
  low_quality: { id: 'shell.moderation.rejection.low_quality', defaultMessage: 'slechte kwaliteit' },
  other: { id: 'shell.moderation.rejection.other', defaultMessage: 'anders' },
} satisfies Record<PhotoRejectionReason, MessageDescriptor>;
