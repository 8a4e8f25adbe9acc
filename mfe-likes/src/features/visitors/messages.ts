import type { MessageDescriptor } from 'react-intl';

/**
 * The visitors tab: who viewed my profile. Plain descriptors: react-intl's inference of values from ICU
 * plurals rejects valid `{ count }` arguments.
 */
export const visitorsMessages = {
  list: { id: 'likes.visitors.list', defaultMessage: 'Leden die je profiel bekeken' },
  count: {
    id: 'likes.visitors.count',
    defaultMessage: '{count, plural, one {# lid heeft} other {# leden hebben}} de afgelopen {days} dagen je profiel bekeken.',
  },
  lockedTitle: { id: 'likes.visitors.lockedTitle', defaultMessage: 'Wie heeft je bekeken?' },
  lockedLine: { id: 'likes.visitors.lockedLine', defaultMessage: 'Word premium om te zien wie je profiel bekeek.' },
  lockedTiles: { id: 'likes.visitors.lockedTiles', defaultMessage: 'Vervaagde foto’s van je bezoekers' },
  getPremium: { id: 'likes.visitors.getPremium', defaultMessage: 'Word premium' },
  visitedAt: { id: 'likes.visitors.visitedAt', defaultMessage: 'Bekeek je op {date}' },
  more: { id: 'likes.visitors.more', defaultMessage: 'Meer bezoekers' },
  emptyTitle: { id: 'likes.visitors.emptyTitle', defaultMessage: 'Nog geen bezoekers' },
  empty: { id: 'likes.visitors.empty', defaultMessage: 'Wie je profiel bekijkt, zie je hier. Met een goede profielfoto val je meer op.' },
} satisfies Record<string, MessageDescriptor>;
