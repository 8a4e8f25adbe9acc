import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/** One title per likes tab: /likes and /likes/given are different pages in history, bookmarks and tabs. */
export const likesTitleMessages = defineMessages({
  received: { id: 'likes.likes.title.received', defaultMessage: 'Ontvangen likes' },
  given: { id: 'likes.likes.title.given', defaultMessage: 'Gegeven likes' },
  matches: { id: 'likes.likes.title.matches', defaultMessage: 'Matches' },
  visitors: { id: 'likes.likes.title.visitors', defaultMessage: 'Bezoekers' },
});

/** Titles and introductions of this remote's pages; Dutch is the source catalogue. */
export const pageMessages = defineMessages({
  likesIntro: { id: 'likes.likes.intro', defaultMessage: 'Zie wie jou leuk vindt en wie jij leuk vindt.' },
  likesMIdTitle: { id: 'likes.likesMId.title', defaultMessage: 'Like' },
});

/** The likes tabs, cards and the single-like page. */
export const likesMessages = {
  tabsLabel: { id: 'likes.tabs.label', defaultMessage: 'Likes' },
  received: { id: 'likes.tabs.received', defaultMessage: 'Ontvangen' },
  given: { id: 'likes.tabs.given', defaultMessage: 'Gegeven' },
  matches: { id: 'likes.tabs.matches', defaultMessage: 'Matches' },
  visitors: { id: 'likes.tabs.visitors', defaultMessage: 'Bezoekers' },
  listReceived: { id: 'likes.list.received', defaultMessage: 'Leden die jou leuk vinden' },
  listGiven: { id: 'likes.list.given', defaultMessage: 'Leden die jij leuk vindt' },
  listMatches: { id: 'likes.list.matches', defaultMessage: 'Jullie vinden elkaar leuk' },
  emptyReceivedTitle: { id: 'likes.empty.receivedTitle', defaultMessage: 'Nog geen likes' },
  emptyReceived: { id: 'likes.empty.received', defaultMessage: 'Nog niemand heeft je geliket. Met een goede profielfoto val je meer op.' },
  emptyGivenTitle: { id: 'likes.empty.givenTitle', defaultMessage: 'Nog niemand geliket' },
  emptyGiven: { id: 'likes.empty.given', defaultMessage: 'Zoek leden en like wie je leuk vindt: je ziet ze dan hier.' },
  emptyMatchesTitle: { id: 'likes.empty.matchesTitle', defaultMessage: 'Nog geen matches' },
  emptyMatches: { id: 'likes.empty.matches', defaultMessage: 'Like iemand terug om een match te maken.' },
  match: { id: 'likes.card.match', defaultMessage: 'Match' },
  superLike: { id: 'likes.card.superLike', defaultMessage: 'Superlike' },
  chat: { id: 'likes.card.chat', defaultMessage: 'Chat' },
  chatWith: { id: 'likes.card.chatWith', defaultMessage: 'Chat met {name}' },
  likedYou: { id: 'likes.liker.likedYou', defaultMessage: '{name} vindt jou leuk!' },
  likerGone: { id: 'likes.liker.gone', defaultMessage: 'Deze like bestaat niet meer.' },
  allLikes: { id: 'likes.liker.allLikes', defaultMessage: 'Alle likes' },
} satisfies Record<string, MessageDescriptor>;
