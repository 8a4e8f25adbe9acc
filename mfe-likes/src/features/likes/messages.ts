import { defineMessages } from 'react-intl';


/** Titles and introductions of this remote's pages; Dutch is the source catalogue. */
export const pageMessages = defineMessages({
  likesTitle: { id: 'likes.likes.title', defaultMessage: "Likes" },
  likesIntro: { id: 'likes.likes.intro', defaultMessage: "Zie wie jou leuk vindt en wie jij leuk vindt." },
  likesMIdTitle: { id: 'likes.likesMId.title', defaultMessage: "Like" },
  likesMIdIntro: { id: 'likes.likesMId.intro', defaultMessage: "Bekijk deze like en like terug." },
  swipeGameTitle: { id: 'likes.swipeGame.title', defaultMessage: "Swipe game" },
  swipeGameIntro: { id: 'likes.swipeGame.intro', defaultMessage: "Like of sla over: je hebt 4 likes per dag." },
});
