import { useIntl } from 'react-intl';
import type { Visitor } from '@dating/shared-kit';
import { MemberCard } from '@dating/shared-kit';
import { useLikesGetVisitorsQuery } from '../api/get-visitors';
import { visitorsMessages } from '../messages';
import { VisitedAt } from './visitors-styles';

/** Cards whose photos load first: the first row of a phone's screen. */
const PRIORITY_CARDS = 4;

/** One premium visitor: the member card (the photo links to the profile) and when they looked. */
function VisitorCard({ visit, priority }: { visit: Visitor; priority: boolean }) {
  const intl = useIntl();
  const date = intl.formatDate(visit.visited_at, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  return (
    <MemberCard
      profile={visit.profile}
      priority={priority}
      action={<VisitedAt>{intl.formatMessage(visitorsMessages.visitedAt, { date })}</VisitedAt>}
    />
  );
}

/** The cards of one page (list items of the grid around them). */
export function VisitorCards({ visitors, first = false }: { visitors: Visitor[]; first?: boolean }) {
  return (
    <>
      {visitors.map((visit, index) => (
        <VisitorCard key={visit.profile.id} visit={visit} priority={first && index < PRIORITY_CARDS} />
      ))}
    </>
  );
}

/** A further page, asked for once the member wants more. */
export function VisitorsPage({ page }: { page: number }) {
  const { data } = useLikesGetVisitorsQuery(page);
  return data ? <VisitorCards visitors={data.visitors} /> : null;
}
