import { describeCatalogues } from '../test/catalogue-checks';
import { loadLikesMessages } from './load-messages';
import { sharedMessages } from '../shared/messages';
import { likesMessages, likesTitleMessages, pageMessages } from '../features/likes/messages';
import { swipeMessages } from '../features/swipe-game/messages';
import { newLikeMessages } from '../features/new-like/messages';

describeCatalogues({
  title: 'mfe-likes catalogues',
  load: loadLikesMessages,
  descriptors: [sharedMessages, likesMessages, likesTitleMessages, pageMessages, swipeMessages, newLikeMessages].flatMap((group) =>
    Object.values(group),
  ),
  valueSets: [{ count: 2, name: 'A', age: 30, limit: 4, resetsAt: 'x', credits: 10 }],
  // A single word or a bare placeholder may be the same in another language (a name, "Chat").
  dutchCopies: { max: 2, counts: (dutch) => !/^[{A-Z]?[a-z]*( \(\{count\}\))?$/.test(dutch) },
});
