import type { ReactNode } from 'react';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { PageFrame, useGetCurrentUserQuery, withAppMessages } from '@dating/shared-kit';
import { loadReportMessages } from '@dating/shared-kit/report-messages';
import { Alert, Spinner, Tabs } from '@dating/shared-kit/ui';
import {
  useShellModerationFictionalProfilesQuery,
  useShellModerationFlagsQuery,
  useShellModerationPhotosQuery,
  useShellModerationReportsQuery,
  useShellModerationVerificationsQuery,
} from '../api/moderation-api';
import { moderationMessages } from '../messages';
import { FictionalQueue } from './fictional-queue';
import { FlagQueue } from './flag-queue';
import { PhotoQueue } from './photo-queue';
import { ReportQueue } from './report-queue';
import { VerificationQueue } from './verification-queue';
import { verificationMessages } from '../verification-messages';
import { fictionalMessages } from '../fictional-messages';

/** The queues of one moderator; the API checks the role on every call, this only spares others the screen. */
function Queues() {
  const intl = useIntl();
  const [tab, setTab] = useState('reports');
  const reports = useShellModerationReportsQuery();
  const photos = useShellModerationPhotosQuery();
  const flags = useShellModerationFlagsQuery();
  const verifications = useShellModerationVerificationsQuery();
  const fictional = useShellModerationFictionalProfilesQuery();
  if (reports.isLoading || photos.isLoading || flags.isLoading || verifications.isLoading || fictional.isLoading) return <Spinner />;
  const reportList = reports.data?.reports ?? [];
  const photoList = photos.data?.photos ?? [];
  const flagList = flags.data?.flags ?? [];
  const verificationList = verifications.data?.verifications ?? [];
  const fictionalList = fictional.data?.profiles ?? [];
  // A queue's tab is named with how many items wait in it.
  const queueTab = (id: string, label: MessageDescriptor, items: readonly unknown[], content: ReactNode) => ({
    id,
    label: intl.formatMessage(label, { count: items.length }),
    content,
  });
  return (
    <Tabs
      value={tab}
      onChange={setTab}
      label={intl.formatMessage(moderationMessages.title)}
      items={[
        queueTab('reports', moderationMessages.reportsTab, reportList, <ReportQueue reports={reportList} />),
        queueTab('flags', moderationMessages.flagsTab, flagList, <FlagQueue flags={flagList} />),
        queueTab('fictional', fictionalMessages.tab, fictionalList, <FictionalQueue profiles={fictionalList} />),
        queueTab('photos', moderationMessages.photosTab, photoList, <PhotoQueue photos={photoList} />),
        queueTab('verifications', verificationMessages.tab, verificationList, <VerificationQueue verifications={verificationList} />),
      ]}
    />
  );
}

/** The queues with the kit's report texts, which name a report's reason as the reporter chose it. */
const Console = withAppMessages('kit-report', loadReportMessages, Queues);

/** /moderation: the moderation console, a screen of the shell loaded only when a moderator opens it. */
export function ModerationPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const { data } = useGetCurrentUserQuery();
  return (
    <PageFrame app="shell" routeId={routeId} title={intl.formatMessage(moderationMessages.title)}>
      {data?.user?.moderator ? <Console /> : <Alert tone="info">{intl.formatMessage(moderationMessages.notModerator)}</Alert>}
    </PageFrame>
  );
}
