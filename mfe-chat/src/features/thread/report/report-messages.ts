import type { MessageDescriptor } from 'react-intl';
import type { ReportReason } from '@dating/shared-kit';

/** Messages of the report dialog; Dutch is the source catalogue. */
export const reportMessages = {
  title: { id: 'chat.report.title', defaultMessage: '{name} melden' },
  intro: {
    id: 'chat.report.intro',
    defaultMessage: 'Je melding gaat naar onze moderatoren. {name} krijgt niet te zien wie het gemeld heeft.',
  },
  reason: { id: 'chat.report.reason', defaultMessage: 'Reden' },
  reasonChoose: { id: 'chat.report.reasonChoose', defaultMessage: 'Kies een reden' },
  reasonMissing: { id: 'chat.report.reasonMissing', defaultMessage: 'Kies een reden.' },
  text: { id: 'chat.report.text', defaultMessage: 'Toelichting (niet verplicht)' },
  block: { id: 'chat.report.block', defaultMessage: '{name} ook blokkeren' },
  send: { id: 'chat.report.send', defaultMessage: 'Melden' },
  cancel: { id: 'chat.report.cancel', defaultMessage: 'Annuleren' },
  done: { id: 'chat.report.done', defaultMessage: 'Bedankt, we bekijken je melding zo snel mogelijk.' },
  close: { id: 'chat.report.close', defaultMessage: 'Sluiten' },
  generic: { id: 'chat.report.generic', defaultMessage: 'Melden is niet gelukt, probeer het later opnieuw.' },
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
  harassment: { id: 'chat.report.reason.harassment', defaultMessage: 'Intimidatie of beledigingen' },
  spam: { id: 'chat.report.reason.spam', defaultMessage: 'Spam of reclame' },
  scam: { id: 'chat.report.reason.scam', defaultMessage: 'Oplichting of vraagt om geld' },
  fake_profile: { id: 'chat.report.reason.fake_profile', defaultMessage: 'Nepprofiel' },
  inappropriate: { id: 'chat.report.reason.inappropriate', defaultMessage: 'Ongepaste foto of tekst' },
  underage: { id: 'chat.report.reason.underage', defaultMessage: 'Lijkt jonger dan 18' },
  other: { id: 'chat.report.reason.other', defaultMessage: 'Iets anders' },
} satisfies Record<ReportReason, MessageDescriptor>;

/** Prefix of this dialog's own texts for API error codes (none yet: the kit's texts serve). */
export const reportErrorPrefix = 'chat.report.error.';
