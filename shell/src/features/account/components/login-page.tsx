import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame, Link, Navigate, useNavigate, useSearchParams } from '@dating/shared-kit';
import { Alert, Button, TextField } from '@dating/shared-kit/ui';
import { useShellLoginMutation } from '../api/login';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { safeRedirect } from '../lib/safe-redirect';
import { looksLikeEmail } from '../lib/validate';
import { accountMessages as m } from '../messages';
import { AccountForm, AccountLinks } from './form-styles';
import { useFormErrors } from './use-form-errors';

const fields = ['email', 'password'] as const;

/** /login: email and password; on success the member lands on /members or a same-site `redirect`. */
export function LoginPage({ routeId = 'login' }: { routeId?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, isLoading } = useCurrentUser();
  const [login, { isLoading: busy }] = useShellLoginMutation();
  const { fieldErrors, formError, showApiError, requireFilled } = useFormErrors(fields);
  const [values, setValues] = useState({ email: '', password: '' });
  const target = safeRedirect(params.get('redirect'));

  // Someone already logged in has nothing to do here (and a just-finished login lands here too).
  if (!isLoading && user) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const badEmail = values.email.trim() && !looksLikeEmail(values.email) ? intl.formatMessage(m.errorInvalidEmail) : undefined;
    if (!requireFilled(values, badEmail ? { email: badEmail } : {})) return;
    try {
      await login({ email: values.email.trim(), password: values.password }).unwrap();
      navigate(target, { replace: true });
    } catch (error) {
      showApiError(error);
    }
  };

  const field = (name: (typeof fields)[number]) => ({
    name,
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <PageFrame app="shell" routeId={routeId} title={intl.formatMessage({ id: 'shell.page.login.title' })}>
      <p>{intl.formatMessage({ id: 'shell.page.login.intro' })}</p>
      {params.get('reactivate') === 'expired' && <Alert tone="warning">{intl.formatMessage(m.loginReactivateExpired)}</Alert>}
      <AccountForm noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'shell.page.login.title' })}>
        {formError && <Alert tone="danger">{formError}</Alert>}
        <TextField
          {...field('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          label={intl.formatMessage(m.loginEmail)}
        />
        <TextField
          {...field('password')}
          type="password"
          autoComplete="current-password"
          required
          label={intl.formatMessage(m.loginPassword)}
        />
        <Button type="submit" loading={busy}>
          {intl.formatMessage(m.loginSubmit)}
        </Button>
      </AccountForm>
      <AccountLinks>
        <Link to="/reset-password">{intl.formatMessage(m.loginForgotPassword)}</Link>
        <span>
          {intl.formatMessage(m.loginNoAccount)} <Link to="/signup">{intl.formatMessage(m.loginSignup)}</Link>
        </span>
      </AccountLinks>
    </PageFrame>
  );
}
