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
  stampSuper: { id: 'likes.swipe.stampSuper', defaultMessage: 'SUPERLIKE' },
  superLike: { id: 'likes.swipe.superLike', defaultMessage: 'Superlike ({credits} credits)' },
  superLikeFree: { id: 'likes.swipe.superLikeFree', defaultMessage: 'Superlike (gratis)' },
  superLiked: { id: 'likes.swipe.superLiked', defaultMessage: 'Je hebt {name} een superlike gegeven.' },
  superLikedYou: { id: 'likes.swipe.superLikedYou', defaultMessage: '{name} gaf je een superlike' },
  superNoCredits: { id: 'likes.swipe.superNoCredits', defaultMessage: 'Een superlike kost {credits} credits. Je hebt er niet genoeg.' },
  buyCredits: { id: 'likes.swipe.buyCredits', defaultMessage: 'Credits kopen' },
  superHint: { id: 'likes.swipe.superHint', defaultMessage: 'Sleep de kaart omhoog of tik op de ster voor een superlike.' },
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
