import { describeCatalogues } from '../../../test/catalogue-checks';
import { visitorsMessages } from '../messages';
import { loadVisitorsMessages } from './load-visitors-messages';

describeCatalogues({
  title: 'the visitors catalogues',
  load: loadVisitorsMessages,
  descriptors: Object.values(visitorsMessages),
  // The plural forms of every language: one, few, many and other.
  valueSets: [1, 2, 5, 22].map((count) => ({ count, days: 30, date: '1 mei' })),
  dutchCopies: { max: 0, counts: () => true },
});
