import { useIntl } from 'react-intl';
import { useGetCompanyInfoQuery, Link } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { useShellUpdateNotificationSettingsMutation } from '../api/notification-settings';
import { settingsMessages } from '../messages';
import { notificationKinds } from '@dating/shared-kit/vocabulary';
import { Actions } from '../components/styles';
import { StepActions } from './step-actions';

interface DeleteAlternativesProps {
  onContinue: () => void;
  onCancel: () => void;
}

/**
 * Step 2: what the member may want instead of leaving: hide the profile, stop every mail, or the company's
 * delete_discount on credits (companyinfo.php, offered only when above 0).
 */
export function DeleteAlternatives({ onContinue, onCancel }: DeleteAlternativesProps) {
  const intl = useIntl();
  const { data: company } = useGetCompanyInfoQuery();
  const [goInvisible, invisible] = useShellUpdateNotificationSettingsMutation({ fixedCacheKey: 'delete-invisible' });
  const [stopMails, mails] = useShellUpdateNotificationSettingsMutation({ fixedCacheKey: 'delete-mails' });
  const discount = company?.delete_discount ?? 0;
  return (
    <div>
      <h3>{intl.formatMessage(settingsMessages.alternativesHeading)}</h3>
      <p>{intl.formatMessage(settingsMessages.alternativesIntro)}</p>
      <Actions>
        {invisible.isSuccess ? (
          <p role="status">{intl.formatMessage(settingsMessages.alternativeInvisibleDone)}</p>
        ) : (
          <Button variant="secondary" loading={invisible.isLoading} onClick={() => void goInvisible({ invisible: true })}>
            {intl.formatMessage(settingsMessages.alternativeInvisible)}
          </Button>
        )}
        {mails.isSuccess ? (
          <p role="status">{intl.formatMessage(settingsMessages.alternativeMailsDone)}</p>
        ) : (
          <Button
            variant="secondary"
            loading={mails.isLoading}
            onClick={() => void stopMails({ notifications_disabled: [...notificationKinds] })}
          >
            {intl.formatMessage(settingsMessages.alternativeMails)}
          </Button>
        )}
        {discount > 0 && (
          <Button as={Link} to="/credits" variant="primary">
            {intl.formatMessage(settingsMessages.alternativeDiscount, { discount })}
          </Button>
        )}
      </Actions>
      {(invisible.isError || mails.isError) && <p role="alert">{intl.formatMessage(settingsMessages.generic)}</p>}
      <StepActions onCancel={onCancel}>
        <Button variant="danger" onClick={onContinue}>
          {intl.formatMessage(settingsMessages.alternativeContinue)}
        </Button>
      </StepActions>
    </div>
  );
}
