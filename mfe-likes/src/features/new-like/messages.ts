import type { MessageDescriptor } from 'react-intl';

/** The new-like modal; Dutch is the source catalogue. */
export const newLikeMessages = {
  title: { id: 'likes.newLike.title', defaultMessage: '{name} vindt jou leuk!' },
  superTitle: { id: 'likes.newLike.superTitle', defaultMessage: '{name} gaf je een superlike!' },
  superRibbon: { id: 'likes.newLike.superRibbon', defaultMessage: 'Superlike' },
  photo: { id: 'likes.newLike.photo', defaultMessage: 'Bekijk het profiel van {name}' },
  match: { id: 'likes.newLike.match', defaultMessage: 'Like terug en stuur een bericht' },
  later: { id: 'likes.newLike.later', defaultMessage: 'Later' },
  close: { id: 'likes.newLike.close', defaultMessage: 'Sluiten' },
} satisfies Record<string, MessageDescriptor>;
