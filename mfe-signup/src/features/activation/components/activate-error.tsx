import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared-kit/ui';
import { apiErrorOf, Link, translateApiError, useKitResendActivationMutation, useSession } from '@dating/shared-kit';
import { activationMessages } from '../messages';
import { flowMessages } from '../../../shared/flow-messages';

/** /activate/error: 'Activeren mislukt' (the page title) and a new mail for a logged-in member. */
export function ActivateError() {
  const intl = useIntl();
  const { user } = useSession();
  const [resend, { isLoading, isSuccess, error }] = useKitResendActivationMutation();
  const failure = apiErrorOf(error);
  if (!user) {
    return (
      <>
        <p>{intl.formatMessage(activationMessages.loginToResend)}</p>
        <Button as={Link} to="/login">
          {intl.formatMessage(activationMessages.login)}
        </Button>
      </>
    );
  }
  return (
    <>
      {isSuccess ? (
        <Alert tone="success">{intl.formatMessage(activationMessages.resent)}</Alert>
      ) : (
        <Button onClick={() => void resend()} loading={isLoading}>
          {intl.formatMessage(activationMessages.resend)}
        </Button>
      )}
      {failure && <Alert tone="danger">{translateApiError(intl, failure, 'signup.apiError.', flowMessages.saveFailed.id)}</Alert>}
    </>
  );
}
