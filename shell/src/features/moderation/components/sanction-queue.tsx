import type { ReactNode } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SanctionReason } from '@dating/shared-kit';
import { Button, Select } from '@dating/shared-kit/ui';
import type { useShellDecideReportMutation } from '../api/moderation-api';
import { useReviewQueue } from '../lib/use-review-queue';
import { moderationMessages, sanctionReasonMessages, sanctionReasons } from '../messages';
import { QueueFailure, QueueHeader, QueueMoves, QueueNote, ReasonSelect } from './queue-controls';
import { Panel, Row } from './queue-parts';

type Action = 'dismiss' | 'warn' | 'suspend' | 'ban';
const SUSPENSION_DAYS = [1, 3, 7, 30, 90, 365] as const;

interface SanctionQueueProps<Item extends { id: number }> {
  items: readonly Item[];
  /** The decision call: report.php, flag.php and fictional-profile.php take the same body. */
  useDecide: typeof useShellDecideReportMutation;
  /** The reason picked until the moderator picks another. */
  firstReason: SanctionReason;
  /** The line that names the item, also the panel's accessible name. */
  heading: (item: Item) => string;
  /** What the moderator judges the item by, below its heading. */
  children: (item: Item) => ReactNode;
}

/**
 * A queue of items about a member's conduct, one at a time: D dismisses, W warns, S suspends, B bans (with the
 * reason and the days chosen), J/K move. The queues about members differ only in their items and decision call.
 */
export function SanctionQueue<Item extends { id: number }>({ items, useDecide, firstReason, heading, children }: SanctionQueueProps<Item>) {
  const intl = useIntl();
  const [reason, setReason] = useState<SanctionReason>(firstReason);
  const [days, setDays] = useState<number>(7);
  const [decideItem, { isLoading, error }] = useDecide();
  const queue = useReviewQueue<Item, Action>({
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
  const title = heading(current);
  return (
    <Panel aria-label={title}>
      <QueueHeader queue={queue} total={items.length} shortcuts={moderationMessages.shortcutsReports} />
      <h2>{title}</h2>
      {children(current)}
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
