import { useIntl } from 'react-intl';
import type { ModerationReport } from '@dating/shared-kit';
import { useShellDecideReportMutation } from '../api/moderation-api';
import { reportReasonMessages } from '@dating/shared-kit/report-messages';
import { kindMessages, moderationMessages } from '../messages';
import { MemberQueue } from './member-queue';

/** Open reports, one at a time with what was reported around it. */
export function ReportQueue({ reports }: { reports: ModerationReport[] }) {
  const intl = useIntl();
  const items = reports.map((report) => ({
    ...report,
    heading: intl.formatMessage(moderationMessages.reportedBy, {
      kind: intl.formatMessage(kindMessages[report.kind]),
      name: report.reported.name,
      reason: intl.formatMessage(reportReasonMessages[report.reason]),
    }),
  }));
  return <MemberQueue items={items} useDecide={useShellDecideReportMutation} />;
}
