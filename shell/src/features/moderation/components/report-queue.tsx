import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationReport, SanctionReason } from '@dating/shared-kit';
import { Button, Select } from '@dating/shared-kit/ui';
import { useShellDecideReportMutation } from '../api/moderation-api';
import { useReviewQueue } from '../lib/use-review-queue';
import { kindMessages, moderationMessages, reportReasonMessages, sanctionReasonMessages, sanctionReasons } from '../messages';
import { ReportContext } from './report-context';
import { QueueFailure, QueueHeader, QueueMoves, QueueNote } from './queue-controls';
import { Panel, Row } from './queue-parts';

type Action = 'dismiss' | 'warn' | 'suspend' | 'ban';
const SUSPENSION_DAYS = [1, 3, 7, 30, 90, 365] as const;

/** Open reports, one at a time with what was reported around it: D dismiss, W warn, S suspend, B ban, J/K move. */
export function ReportQueue({ reports }: { reports: ModerationReport[] }) {
  const intl = useIntl();
  const [reason, setReason] = useState<SanctionReason>('harassment');
  const [days, setDays] = useState<number>(7);
  const [decideReport, { isLoading, error }] = useShellDecideReportMutation();
  const queue = useReviewQueue<ModerationReport, Action>({
    items: reports,
    shortcuts: { d: 'dismiss', w: 'warn', s: 'suspend', b: 'ban' },
    busy: isLoading,
    send: (report, action, text) =>
      decideReport({
        id: report.id,
        action,
        ...(action === 'dismiss' ? {} : { reason }),
        ...(action === 'suspend' ? { days } : {}),
        ...(text ? { note: text } : {}),
      }),
  });
  const { current, decide } = queue;
  if (!current) return <p>{intl.formatMessage(moderationMessages.empty)}</p>;
  const { reported } = current;
  const heading = intl.formatMessage(moderationMessages.reportedBy, {
    kind: intl.formatMessage(kindMessages[current.kind]),
    name: reported.name,
    reason: intl.formatMessage(reportReasonMessages[current.reason]),
  });
  return (
    <Panel aria-label={heading}>
      <QueueHeader queue={queue} total={reports.length} shortcuts={moderationMessages.shortcutsReports} />
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
