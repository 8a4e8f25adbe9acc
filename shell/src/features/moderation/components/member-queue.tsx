import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationReport, SanctionReason } from '@dating/shared-kit';
import { Button, Select } from '@dating/shared-kit/ui';
import type { useShellDecideReportMutation } from '../api/moderation-api';
import { useReviewQueue } from '../lib/use-review-queue';
import { moderationMessages, sanctionReasonMessages, sanctionReasons } from '../messages';
import { QueueFailure, QueueHeader, QueueMoves, QueueNote, ReasonSelect } from './queue-controls';
import { ReportContext } from './report-context';
import { Panel, Row } from './queue-parts';

type Action = 'dismiss' | 'warn' | 'suspend' | 'ban';
const SUSPENSION_DAYS = [1, 3, 7, 30, 90, 365] as const;

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

/**
 * Items about members, one at a time with what happened around it: D dismiss, W warn, S suspend, B ban, J/K move.
 * The reports queue and the flagged-messages queue differ only in their items and their decision call.
 */
export function MemberQueue({ items, useDecide }: MemberQueueProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<SanctionReason>('harassment');
  const [days, setDays] = useState<number>(7);
  const [decideItem, { isLoading, error }] = useDecide();
  const queue = useReviewQueue<MemberQueueItem, Action>({
    items,
    shortcuts: { d: 'dismiss', w: 'warn', s: 'suspend', b: 'ban' },
    busy: isLoading,
    send: (item, action, note) =>
      decideItem({
        id: item.id,
        action,
        ...(action === 'dismiss' ? {} : { reason }),
        ...(action === 'suspend' ? { days } : {}),
        ...(note ? { note } : {}),
      }),
  });
  const { current, decide } = queue;
  if (!current) return <p>{intl.formatMessage(moderationMessages.empty)}</p>;
  const { reported, heading } = current;
  return (
    <Panel aria-label={heading}>
      <QueueHeader queue={queue} total={items.length} shortcuts={moderationMessages.shortcutsReports} />
      <h2>{heading}</h2>
      <p>
        {intl.formatMessage(moderationMessages.openReports, { count: reported.open_reports })}
        {reported.banned ? ` · ${intl.formatMessage(moderationMessages.banned)}` : ''}
        {reported.suspended_until
          ? ` · ${intl.formatMessage(moderationMessages.suspendedUntil, { until: intl.formatDate(reported.suspended_until, { dateStyle: 'medium' }) })}`
          : ''}
      </p>
      {current.text ? <p>{intl.formatMessage(moderationMessages.reporterText, { text: current.text })}</p> : null}
      <ReportContext report={current} />
      <Row>
        <ReasonSelect value={reason} onChange={setReason} reasons={sanctionReasons} labels={sanctionReasonMessages} />
        <Select
          label={intl.formatMessage(moderationMessages.days)}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {SUSPENSION_DAYS.map((value) => (
            <option key={value} value={value}>
              {intl.formatNumber(value)}
            </option>
          ))}
        </Select>
        <QueueNote queue={queue} />
      </Row>
      <QueueFailure error={error} />
      <Row>
        <Button variant="secondary" loading={isLoading} onClick={() => decide('dismiss')}>
          {intl.formatMessage(moderationMessages.dismiss)}
        </Button>
        <Button variant="secondary" disabled={isLoading} onClick={() => decide('warn')}>
          {intl.formatMessage(moderationMessages.warn)}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => decide('suspend')}>
          {intl.formatMessage(moderationMessages.suspend)}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => decide('ban')}>
          {intl.formatMessage(moderationMessages.ban)}
        </Button>
        <QueueMoves queue={queue} variant="ghost" />
      </Row>
    </Panel>
  );
}
