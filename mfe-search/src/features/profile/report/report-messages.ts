import type { MessageDescriptor } from 'react-intl';
import type { ReportReason } from '@dating/shared-kit';

/** Messages of the report dialog; Dutch is the source catalogue. */
export const reportMessages = {
  title: { id: 'search.report.title', defaultMessage: '{name} melden' },
  intro: {
    id: 'search.report.intro',
    defaultMessage: 'Je melding gaat naar onze moderatoren. {name} krijgt niet te zien wie het gemeld heeft.',
  },
  reason: { id: 'search.report.reason', defaultMessage: 'Reden' },
  reasonChoose: { id: 'search.report.reasonChoose', defaultMessage: 'Kies een reden' },
  reasonMissing: { id: 'search.report.reasonMissing', defaultMessage: 'Kies een reden.' },
  text: { id: 'search.report.text', defaultMessage: 'Toelichting (niet verplicht)' },
  block: { id: 'search.report.block', defaultMessage: '{name} ook blokkeren' },
  send: { id: 'search.report.send', defaultMessage: 'Melden' },
  cancel: { id: 'search.report.cancel', defaultMessage: 'Annuleren' },
  done: { id: 'search.report.done', defaultMessage: 'Bedankt, we bekijken je melding zo snel mogelijk.' },
  close: { id: 'search.report.close', defaultMessage: 'Sluiten' },
  generic: { id: 'search.report.generic', defaultMessage: 'Melden is niet gelukt, probeer het later opnieuw.' },
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
  harassment: { id: 'search.report.reason.harassment', defaultMessage: 'Intimidatie of beledigingen' },
  spam: { id: 'search.report.reason.spam', defaultMessage: 'Spam of reclame' },
  scam: { id: 'search.report.reason.scam', defaultMessage: 'Oplichting of vraagt om geld' },
  fake_profile: { id: 'search.report.reason.fake_profile', defaultMessage: 'Nepprofiel' },
  inappropriate: { id: 'search.report.reason.inappropriate', defaultMessage: 'Ongepaste foto of tekst' },
  underage: { id: 'search.report.reason.underage', defaultMessage: 'Lijkt jonger dan 18' },
  other: { id: 'search.report.reason.other', defaultMessage: 'Iets anders' },
} satisfies Record<ReportReason, MessageDescriptor>;

/** Prefix of this dialog's own texts for API error codes (none yet: the kit's texts serve). */
export const reportErrorPrefix = 'search.report.error.';
