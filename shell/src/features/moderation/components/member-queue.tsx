import { useIntl } from 'react-intl';
import type { ModerationReport } from '@dating/shared-kit';
import type { useShellDecideReportMutation } from '../api/moderation-api';
import { moderationMessages } from '../messages';
import { ReportContext } from './report-context';
import { SanctionQueue } from './sanction-queue';

/** One item about a member's conduct (a report against them, a flagged message of theirs) as the queue shows it. */
export interface MemberQueueItem {
  id: number;
  /** The line that names the item, also the panel's accessible name. */
  heading: string;
  reported: ModerationReport['reported'];
  /** The reporter's own words, if any. */
  text: string | null;
  context: ModerationReport['context'];
}

interface MemberQueueProps {
  items: MemberQueueItem[];
  /** The decision call of this queue: report.php and flag.php take the same body. */
  useDecide: typeof useShellDecideReportMutation;
}

/** The member's standing (open reports, ban, suspension), what the reporter wrote and what happened around it. */
function MemberItem({ item }: { item: MemberQueueItem }) {
  const intl = useIntl();
  const { reported } = item;
  return (
    <>
      <p>
        {intl.formatMessage(moderationMessages.openReports, { count: reported.open_reports })}
        {reported.banned ? ` · ${intl.formatMessage(moderationMessages.banned)}` : ''}
        {reported.suspended_until
          ? ` · ${intl.formatMessage(moderationMessages.suspendedUntil, { until: intl.formatDate(reported.suspended_until, { dateStyle: 'medium' }) })}`
          : ''}
      </p>
      {item.text ? <p>{intl.formatMessage(moderationMessages.reporterText, { text: item.text })}</p> : null}
      <ReportContext report={item} />
    </>
  );
}

/**
 * Items about members, one at a time with what happened around it.
 * The reports queue and the flagged-messages queue differ only in their items and their decision call.
 */
export function MemberQueue({ items, useDecide }: MemberQueueProps) {
  return (
    <SanctionQueue items={items} useDecide={useDecide} firstReason="harassment" heading={(item) => item.heading}>
      {(item) => <MemberItem item={item} />}
    </SanctionQueue>
  );
}
