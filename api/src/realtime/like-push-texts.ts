import type { Locale } from '../contracts/common.ts';

/** Body of the push a member gets for a new like while away; the title is the liker's name. */
export const LIKE_PUSH_BODY: Record<Locale, string> = {
  da: 'kan godt lide dig',
  de: 'mag dich',
  en: 'likes you',
  es: 'le gustas',
  fi: 'tykkää sinusta',
  fr: 'vous aime bien',
  it: 'ti ha messo un like',
  nb: 'liker deg',
  nl: 'vindt je leuk',
  pl: 'polubił(a) Cię',
  sv: 'gillar dig',
};

/** Body of the push when the like made a match. */
export const MATCH_PUSH_BODY: Record<Locale, string> = {
  da: 'Det er et match! I kan godt lide hinanden.',
  de: 'Es ist ein Match! Ihr mögt euch gegenseitig.',
  en: "It's a match! You like each other.",
  es: '¡Es un match! Os gustáis mutuamente.',
  fi: 'Se on match! Tykkäätte toisistanne.',
  fr: "C'est un match ! Vous vous plaisez mutuellement.",
  it: 'È un match! Vi piacete a vicenda.',
  nb: 'Det er en match! Dere liker hverandre.',
  nl: 'Het is een match! Jullie vinden elkaar leuk.',
  pl: 'To match! Lubicie się nawzajem.',
  sv: 'Det är en match! Ni gillar varandra.',
};
