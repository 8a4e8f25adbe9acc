import type { MessageDescriptor } from 'react-intl';
import type { MessagesLoader, ReportReason } from '@dating/shared-kit';

/**
 * The report texts' catalogue (ids `kit.report.*`), loaded with the dialog, or with the moderation console that
 * names a report's reason in the same words (`@dating/shared-kit/report-messages`).
 */
export const loadReportMessages: MessagesLoader = (locale) => import(`./i18n/${locale}.json`);

/** Messages of the report dialog; Dutch is the source catalogue. */
export const reportMessages = {
  title: { id: 'kit.report.title', defaultMessage: '{name} melden' },
  intro: {
    id: 'kit.report.intro',
    defaultMessage: 'Je melding gaat naar onze moderatoren. {name} krijgt niet te zien wie het gemeld heeft.',
  },
  reason: { id: 'kit.report.reason', defaultMessage: 'Reden' },
  reasonChoose: { id: 'kit.report.reasonChoose', defaultMessage: 'Kies een reden' },
  reasonMissing: { id: 'kit.report.reasonMissing', defaultMessage: 'Kies een reden.' },
  text: { id: 'kit.report.text', defaultMessage: 'Toelichting (niet verplicht)' },
  block: { id: 'kit.report.block', defaultMessage: '{name} ook blokkeren' },
  send: { id: 'kit.report.send', defaultMessage: 'Melden' },
  cancel: { id: 'kit.report.cancel', defaultMessage: 'Annuleren' },
  done: { id: 'kit.report.done', defaultMessage: 'Bedankt, we bekijken je melding zo snel mogelijk.' },
  close: { id: 'kit.report.close', defaultMessage: 'Sluiten' },
  generic: { id: 'kit.report.generic', defaultMessage: 'Melden is niet gelukt, probeer het later opnieuw.' },
} satisfies Record<string, MessageDescriptor>;

/** The API's reasons (contracts/reports.ts), in the order the dialog offers them. */
export const reportReasons = [
  'harassment',
  'spam',
  'scam',
  'fake_profile',
  'inappropriate',
  'underage',
  'other',
] as const satisfies readonly ReportReason[];

export const reportReasonMessages = {
  harassment: { id: 'kit.report.reason.harassment', defaultMessage: 'Intimidatie of beledigingen' },
  spam: { id: 'kit.report.reason.spam', defaultMessage: 'Spam of reclame' },
  scam: { id: 'kit.report.reason.scam', defaultMessage: 'Oplichting of vraagt om geld' },
  fake_profile: { id: 'kit.report.reason.fake_profile', defaultMessage: 'Nepprofiel' },
  inappropriate: { id: 'kit.report.reason.inappropriate', defaultMessage: 'Ongepaste foto of tekst' },
  underage: { id: 'kit.report.reason.underage', defaultMessage: 'Lijkt jonger dan 18' },
  other: { id: 'kit.report.reason.other', defaultMessage: 'Iets anders' },
} satisfies Record<ReportReason, MessageDescriptor>;

/** Prefix of this dialog's own texts for API error codes (none yet: the kit's texts serve). */
export const reportErrorPrefix = 'kit.report.error.';
