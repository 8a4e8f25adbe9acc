import type { MessageDescriptor } from 'react-intl';
import type { SanctionReason } from '@dating/shared-kit';

/** Texts of a moderator's warning as the member reads it; Dutch is the source (i18n/nl.json). */
export const warningMessages = {
  title: { id: 'shell.memberWarning.title', defaultMessage: 'Een waarschuwing van onze moderatoren' },
  body: {
    id: 'shell.memberWarning.body',
    defaultMessage:
      'Op {date} heeft een moderator je gewaarschuwd vanwege {reason}. Houd je aan de huisregels: bij herhaling kan je account worden geschorst of verbannen.',
  },
  acknowledge: { id: 'shell.memberWarning.acknowledge', defaultMessage: 'Ik begrijp het' },
  failed: { id: 'shell.memberWarning.failed', defaultMessage: 'Dat is niet gelukt, probeer het opnieuw.' },
} satisfies Record<string, MessageDescriptor>;

/** Why: a phrase that completes the body's "vanwege …". */
export const warningReasonMessages = {
  harassment: { id: 'shell.memberWarning.reason.harassment', defaultMessage: 'intimidatie of beledigingen' },
  spam: { id: 'shell.memberWarning.reason.spam', defaultMessage: 'spam of reclame' },
  scam: { id: 'shell.memberWarning.reason.scam', defaultMessage: 'oplichting' },
  fake_profile: { id: 'shell.memberWarning.reason.fake_profile', defaultMessage: 'een nepprofiel' },
  inappropriate: { id: 'shell.memberWarning.reason.inappropriate', defaultMessage: 'ongepaste foto’s of teksten' },
  underage: { id: 'shell.memberWarning.reason.underage', defaultMessage: 'een leeftijd onder de 18' },
  terms: { id: 'shell.memberWarning.reason.terms', defaultMessage: 'het overtreden van de voorwaarden' },
} satisfies Record<SanctionReason, MessageDescriptor>;
