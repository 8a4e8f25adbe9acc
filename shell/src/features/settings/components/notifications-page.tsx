import { useIntl } from 'react-intl';
import { shellPageText } from '../../../shared/pages/page-messages';
import { PageFrame } from '@dating/shared-kit';
import { Alert, Spinner } from '@dating/shared-kit/ui';
import { apiErrorOf } from '../../../lib/api-error';
import { LoginRequired } from '../../../shared/pages/login-required';
import { useShellGetNotificationSettingsQuery } from '../api/notification-settings';
import { DeleteAccountFlow } from '../delete-account/delete-account-flow';
import { settingsMessages } from '../messages';
import { EmailBlockedNotice } from './email-blocked-notice';
import { InvisibleModeSwitch } from './invisible-mode-switch';
import { NotificationKindsForm } from './notification-kinds-form';
import { PushToggle } from './push-toggle';

/** /notifications (route ids notifications and settings): mails, invisible mode, push, delete account. */
export function NotificationsPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const text = shellPageText(routeId);
  const { data, isLoading, error } = useShellGetNotificationSettingsQuery();
  const failure = apiErrorOf(error);
  return (
    <PageFrame app="shell" routeId={routeId} title={intl.formatMessage(text.title)}>
      <p>{intl.formatMessage(text.intro)}</p>
      {isLoading && <Spinner label={intl.formatMessage(settingsMessages.loading)} />}
      {failure?.code === 'authentication_required' && (
        <LoginRequired why={settingsMessages.loginRequired} login={settingsMessages.login} returnTo="/notifications" />
      )}
      {failure && failure.code !== 'authentication_required' && <Alert tone="danger">{intl.formatMessage(settingsMessages.generic)}</Alert>}
      {data && (
        <>
          {data.email_blocked && <EmailBlockedNotice reason={data.email_blocked} />}
          <NotificationKindsForm disabled={data.notifications_disabled} />
          <InvisibleModeSwitch invisible={data.invisible} />
          <PushToggle />
          <DeleteAccountFlow />
        </>
      )}
    </PageFrame>
  );
}
