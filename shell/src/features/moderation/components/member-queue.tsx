import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationReport, SanctionReason } from '@dating/shared-kit';
import { Alert, Button, Select } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import type { useShellDecideReportMutation } from '../api/moderation-api';
import { moveIn, useQueueKeys } from '../lib/use-queue-keys';
import { moderationMessages, sanctionReasonMessages, sanctionReasons } from '../messages';
import { ReportContext } from './report-context';
import { Hint, NoteField, Panel, Row } from './queue-parts';

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
export function MemberQueue({ items: reports, useDecide }: MemberQueueProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [reason, setReason] = useState<SanctionReason>('harassment');
  const [days, setDays] = useState<number>(7);
  const [note, setNote] = useState('');
  const [decide, { isLoading, error }] = useDecide();
  const current = reports[Math.min(index, reports.length - 1)];
  const failure = apiErrorOf(error);

  const act = (action: Action) => {
    if (!current || isLoading) return;
    const trimmed = note.trim();
    void decide({
      id: current.id,
      action,
      ...(action === 'dismiss' ? {} : { reason }),
      ...(action === 'suspend' ? { days } : {}),
      ...(trimmed ? { note: trimmed } : {}),
    }).then((result) => {
      if (!('error' in result)) setNote('');
    });
  };
  useQueueKeys({
    j: () => setIndex((at) => moveIn(at, 1, reports.length)),
    k: () => setIndex((at) => moveIn(at, -1, reports.length)),
    d: () => act('dismiss'),
    w: () => act('warn'),
    s: () => act('suspend'),
    b: () => act('ban'),
  });

  if (!current) return <p>{intl.formatMessage(moderationMessages.empty)}</p>;
  const position = reports.indexOf(current);
  const { reported } = current;
  const { heading } = current;
  return (
    <Panel aria-label={heading}>
      <Hint>{intl.formatMessage(moderationMessages.shortcutsReports)}</Hint>
      <p>{intl.formatMessage(moderationMessages.position, { number: position + 1, total: reports.length })}</p>
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
        <Select
          label={intl.formatMessage(moderationMessages.reason)}
          value={reason}
          onChange={(event) => setReason(event.target.value as SanctionReason)}
        >
          {sanctionReasons.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(sanctionReasonMessages[value])}
            </option>
          ))}
        </Select>
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
        <NoteField
          aria-label={intl.formatMessage(moderationMessages.note)}
          placeholder={intl.formatMessage(moderationMessages.note)}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
      </Row>
      {failure && <Alert tone="danger">{translateApiError(intl, failure, 'shell.moderation.error.', moderationMessages.generic.id)}</Alert>}
      <Row>
        <Button variant="secondary" loading={isLoading} onClick={() => act('dismiss')}>
          {intl.formatMessage(moderationMessages.dismiss)}
        </Button>
        <Button variant="secondary" disabled={isLoading} onClick={() => act('warn')}>
          {intl.formatMessage(moderationMessages.warn)}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => act('suspend')}>
          {intl.formatMessage(moderationMessages.suspend)}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => act('ban')}>
          {intl.formatMessage(moderationMessages.ban)}
        </Button>
        <Button variant="ghost" disabled={position === 0} onClick={() => setIndex(moveIn(position, -1, reports.length))}>
          {intl.formatMessage(moderationMessages.previous)}
        </Button>
        <Button variant="ghost" disabled={position === reports.length - 1} onClick={() => setIndex(moveIn(position, 1, reports.length))}>
          {intl.formatMessage(moderationMessages.next)}
        </Button>
      </Row>
    </Panel>
  );
}
