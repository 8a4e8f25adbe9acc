import type { MessageDescriptor } from 'react-intl';

/** The new-like modal; Dutch is the source catalogue. */
export const newLikeMessages = {
  title: { id: 'likes.newLike.title', defaultMessage: '{name} vindt jou leuk!' },
  photo: { id: 'likes.newLike.photo', defaultMessage: 'Bekijk het profiel van {name}' },
  match: { id: 'likes.newLike.match', defaultMessage: 'Match en stuur een bericht' },
  close: { id: 'likes.newLike.close', defaultMessage: 'Sluiten' },
} satisfies Record<string, MessageDescriptor>;
