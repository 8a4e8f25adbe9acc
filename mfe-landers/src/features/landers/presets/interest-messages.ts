import type { MessageDescriptor } from 'react-intl';
import type { InterestKey } from './interests';

/** Interests a slug or a tap on iconslanding picks. */
export const interestMessages = {
  travel: { id: 'landers.interest.travel', defaultMessage: 'reizen' },
  music: { id: 'landers.interest.music', defaultMessage: 'muziek' },
  cooking: { id: 'landers.interest.cooking', defaultMessage: 'koken' },
  sports: { id: 'landers.interest.sports', defaultMessage: 'sport' },
  movies: { id: 'landers.interest.movies', defaultMessage: 'films' },
  dancing: { id: 'landers.interest.dancing', defaultMessage: 'dansen' },
} satisfies Record<InterestKey, MessageDescriptor>;
