import type { MessageDescriptor } from 'react-intl';

export const matchesMessages = {
  empty: { id: 'signup.matches.empty', defaultMessage: 'We zoeken nog naar leden die bij je passen.' },
  toMembers: { id: 'signup.matches.toMembers', defaultMessage: 'Naar alle leden' },
  likeFailed: { id: 'signup.matches.likeFailed', defaultMessage: 'Liken is niet gelukt. Probeer het opnieuw.' },
} satisfies Record<string, MessageDescriptor>;
