import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame, Link, useSearchParams } from '@dating/shared-kit';
import { Alert, Spinner } from '@dating/shared-kit/ui';
import { toApiError } from '../../../lib/api-error';
import { useShellConfirmMailChangeMutation } from '../api/confirm-mail-change';
import { accountMessages as m } from '../messages';
import { AccountLinks } from './form-styles';
import { useErrorText } from './use-error-text';

/** /mail-change/do?token= : confirms the new address once, on arrival, and shows the outcome. */
export function MailChangeDoPage({ routeId = 'mail-change-do' }: { routeId?: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { isSuccess, isError, error }] = useShellConfirmMailChangeMutation();
  const errorText = useErrorText();
  // The token is single-use: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirm({ token });
  }, [confirm, token]);

  const failure = !token || isError;
  const apiError = error ? toApiError(error) : undefined;
  // A dead link gets the page's own wording; anything else (network, 5xx) the translated error.
  const failureText =
    !apiError || apiError.code === 'mail_change_link_invalid' || apiError.code === 'validation_failed'
      ? intl.formatMessage(m.mailChangeInvalid)
      : errorText(apiError);

  return (
    <PageFrame app="shell" routeId={routeId} title={intl.formatMessage({ id: 'shell.page.mail-change-do.title' })}>
      {isSuccess && <Alert tone="success">{intl.formatMessage(m.mailChangeDone)}</Alert>}
      {failure && <Alert tone="danger">{failureText}</Alert>}
      {!isSuccess && !failure && <Spinner label={intl.formatMessage(m.mailChangeBusy)} />}
      {(isSuccess || failure) && (
        <AccountLinks>
          <Link to="/profile">{intl.formatMessage(m.mailChangeToProfile)}</Link>
          <Link to="/">{intl.formatMessage(m.mailChangeToHome)}</Link>
        </AccountLinks>
      )}
    </PageFrame>
  );
}
