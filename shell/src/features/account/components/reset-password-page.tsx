import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame, Link } from '@dating/shared-kit';
import { Alert, Button, TextField } from '@dating/shared-kit/ui';
import { useShellRequestPasswordResetMutation } from '../api/password-reset';
import { looksLikeEmail } from '../lib/validate';
import { accountMessages as m } from '../messages';
import { AccountForm, AccountLinks } from './form-styles';
import { useFormErrors } from './use-form-errors';

const fields = ['email'] as const;

/** /reset-password: asks for the reset mail; unknown address and the daily limit are shown. */
export function ResetPasswordPage({ routeId = 'reset-password' }: { routeId?: string }) {
  const intl = useIntl();
  const [requestReset, { isLoading, isSuccess }] = useShellRequestPasswordResetMutation();
  const { fieldErrors, formError, showApiError, requireFilled } = useFormErrors(fields);
  const [email, setEmail] = useState('');
  const title = intl.formatMessage({ id: 'shell.page.reset-password.title' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const badEmail = email.trim() && !looksLikeEmail(email) ? intl.formatMessage(m.errorInvalidEmail) : undefined;
    if (!requireFilled({ email }, badEmail ? { email: badEmail } : {})) return;
    try {
      await requestReset({ email: email.trim() }).unwrap();
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <PageFrame app="shell" routeId={routeId} title={title}>
      {isSuccess ? (
        <Alert tone="success">{intl.formatMessage(m.resetSent)}</Alert>
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'shell.page.reset-password.intro' })}</p>
          <AccountForm noValidate onSubmit={submit} aria-label={title}>
            {formError && <Alert tone="danger">{formError}</Alert>}
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              label={intl.formatMessage(m.loginEmail)}
              value={email}
              error={fieldErrors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" loading={isLoading}>
              {intl.formatMessage(m.resetSubmit)}
            </Button>
          </AccountForm>
        </>
      )}
      <AccountLinks>
        <Link to="/login">{intl.formatMessage(m.resetBackToLogin)}</Link>
      </AccountLinks>
    </PageFrame>
  );
}
