import { useState } from 'react';
import { useIntl } from 'react-intl';
import { UserIcon, withAppMessages } from '@dating/shared-kit';
import { Alert, Button, Skeleton } from '@dating/shared-kit/ui';
import { CardGrid } from '../../../shared/components/card-grid';
import { EmptyState } from '../../../shared/components/empty-state';
import { sharedMessages } from '../../../shared/messages';
import { useLikesGetVisitorsQuery } from '../api/get-visitors';
import { loadVisitorsMessages } from '../i18n/load-visitors-messages';
import { visitorsMessages } from '../messages';
import { BlurredVisitors } from './blurred-visitors';
import { VisitorCards, VisitorsPage } from './visitor-cards';
import { Column, CountLine } from './visitors-styles';

/**
 * The visitors tab of /likes (loaded only when it opens): how many members viewed my profile lately; a premium
 * member sees who (cards linking to the profiles, more on request), a free member blurred tiles and premium.
 */
function VisitorsPanel() {
  const intl = useIntl();
  const [pages, setPages] = useState(1);
  const first = useLikesGetVisitorsQuery(1);
  if (first.isError) return <Alert tone="danger">{intl.formatMessage(sharedMessages.errorGeneric)}</Alert>;
  const data = first.data;
  if (!data) {
    return (
      <CardGrid as="div" data-testid="visitors-loading">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} aspectRatio="4 / 5" radius="lg" />
        ))}
      </CardGrid>
    );
  }
  if (data.total === 0) {
    return (
      <EmptyState
        icon={<UserIcon size={48} />}
        title={intl.formatMessage(visitorsMessages.emptyTitle)}
        line={intl.formatMessage(visitorsMessages.empty)}
        action={{ label: intl.formatMessage(sharedMessages.searchMembers), to: '/members' }}
      />
    );
  }
  const countLine = intl.formatMessage(visitorsMessages.count, { count: data.total, days: data.window_days });
  if (!data.premium) {
    return (
      <Column>
        <CountLine>{countLine}</CountLine>
        <BlurredVisitors tiles={data.blurred} />
      </Column>
    );
  }
  const more = pages * data.per_page < data.total;
  return (
    <Column>
      <CountLine>{countLine}</CountLine>
      {/* Names are the members' own; lang lets the browser hyphenate them as the page's language. */}
      <CardGrid aria-label={intl.formatMessage(visitorsMessages.list)} lang={intl.locale}>
        <VisitorCards visitors={data.visitors} first />
        {Array.from({ length: pages - 1 }, (_, index) => (
          <VisitorsPage key={index + 2} page={index + 2} />
        ))}
      </CardGrid>
      {more && (
        <Button variant="secondary" onClick={() => setPages(pages + 1)}>
          {intl.formatMessage(visitorsMessages.more)}
        </Button>
      )}
    </Column>
  );
}

/** With its own catalogue on top of the likes one: its texts travel with the tab's chunk, not with /likes. */
export default withAppMessages('likes-visitors', loadVisitorsMessages, VisitorsPanel);
