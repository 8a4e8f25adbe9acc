import type { MessageDescriptor } from 'react-intl';

/** The swipe game and its match modal; Dutch is the source catalogue. */
export const swipeMessages = {
  title: { id: 'likes.swipeGame.title', defaultMessage: 'Swipe game' },
  left: {
    id: 'likes.swipe.left',
    defaultMessage: '{count, plural, =0 {Geen likes meer vandaag} one {Nog # like vandaag} other {Nog # likes vandaag}}',
  },
  limitReached: {
    id: 'likes.swipe.limitReached',
    defaultMessage: 'Je hebt je {limit} likes van vandaag gebruikt. Vanaf {resetsAt} kun je weer liken.',
  },
  like: { id: 'likes.swipe.like', defaultMessage: 'Like' },
  pass: { id: 'likes.swipe.pass', defaultMessage: 'Overslaan' },
  keyboardHint: {
    id: 'likes.swipe.keyboardHint',
    defaultMessage: 'Sleep de kaart of gebruik de pijltjes: rechts liken, links overslaan, omhoog het profiel.',
  },
  profile: { id: 'likes.swipe.profile', defaultMessage: 'Profiel van {name} bekijken' },
  stampLike: { id: 'likes.swipe.stampLike', defaultMessage: 'LIKE' },
  stampNope: { id: 'likes.swipe.stampNope', defaultMessage: 'NEE' },
  liked: { id: 'likes.swipe.liked', defaultMessage: 'Je hebt {name} geliket.' },
  skipped: { id: 'likes.swipe.skipped', defaultMessage: '{name} overgeslagen.' },
  emptyTitle: { id: 'likes.swipe.emptyTitle', defaultMessage: 'Je hebt iedereen gezien' },
  empty: { id: 'likes.swipe.empty', defaultMessage: 'Er zijn nu geen nieuwe profielen. Kom later terug!' },
  cardLabel: { id: 'likes.swipe.cardLabel', defaultMessage: '{name}, {age} jaar' },
  matchTitle: { id: 'likes.match.title', defaultMessage: 'Het is een match!' },
  matchBody: { id: 'likes.match.body', defaultMessage: 'Jij en {name} vinden elkaar leuk.' },
  matchMessage: { id: 'likes.match.message', defaultMessage: 'Stuur een bericht' },
  matchYou: { id: 'likes.match.you', defaultMessage: 'Jij' },
  matchContinue: { id: 'likes.match.continue', defaultMessage: 'Verder swipen' },
} satisfies Record<string, MessageDescriptor>;
