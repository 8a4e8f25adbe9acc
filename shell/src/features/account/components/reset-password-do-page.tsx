import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame, Link, useNavigate, useSearchParams } from '@dating/shared-kit';
import { Alert, Button, TextField } from '@dating/shared-kit/ui';
import { toApiError } from '../../../lib/api-error';
import { useShellResetPasswordMutation } from '../api/password-reset';
import { afterLoginPath } from '../lib/safe-redirect';
import { minPasswordLength } from '../lib/validate';
import { accountMessages as m } from '../messages';
import { AccountForm } from './form-styles';
import { useErrorText } from './use-error-text';
import { useFormErrors } from './use-form-errors';

const fields = ['password', 'password_confirm'] as const;

/** The link is dead: say so and offer a new mail, instead of a form that cannot succeed. */
function InvalidLink() {
  const intl = useIntl();
  return (
    <Alert tone="danger">
      {intl.formatMessage(m.errorResetLinkInvalid)} <Link to="/reset-password">{intl.formatMessage(m.resetDoRequestNew)}</Link>
    </Alert>
  );
}

/**
 * /reset-password/do?token=: the new password twice, checked to match in the form too; success
 * logs the member in and goes to /members.
 */
export function ResetPasswordDoPage({ routeId = 'reset-password-do' }: { routeId?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword, { isLoading }] = useShellResetPasswordMutation();
  const { fieldErrors, formError, showApiError, requireFilled } = useFormErrors(fields);
  const errorText = useErrorText();
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const [values, setValues] = useState({ password: '', password_confirm: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own: Partial<Record<(typeof fields)[number], string>> = {};
    if (values.password && values.password.length < minPasswordLength) {
      own.password = errorText({ code: 'weak_password', params: { min_length: minPasswordLength }, details: [] });
    } else if (values.password_confirm && values.password !== values.password_confirm) {
      own.password_confirm = intl.formatMessage(m.errorPasswordsDiffer);
    }
    if (!requireFilled(values, own)) return;
    try {
      await resetPassword({ token, ...values }).unwrap();
      navigate(afterLoginPath, { replace: true });
    } catch (error) {
      if (toApiError(error).code === 'reset_link_invalid') setLinkInvalid(true);
      else showApiError(error);
    }
  };

  const field = (name: (typeof fields)[number]) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    value: values[name],
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const title = intl.formatMessage({ id: 'shell.page.reset-password-do.title' });
  return (
    <PageFrame app="shell" routeId={routeId} title={title}>
      {linkInvalid ? (
        <InvalidLink />
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'shell.page.reset-password-do.intro' })}</p>
          <AccountForm noValidate onSubmit={submit} aria-label={title}>
            {formError && <Alert tone="danger">{formError}</Alert>}
            <TextField
              {...field('password')}
              label={intl.formatMessage(m.resetDoPassword)}
              hint={intl.formatMessage(m.fieldPasswordHint, { min: minPasswordLength })}
            />
            <TextField {...field('password_confirm')} label={intl.formatMessage(m.resetDoPasswordConfirm)} />
            <Button type="submit" loading={isLoading}>
              {intl.formatMessage(m.resetDoSubmit)}
            </Button>
          </AccountForm>
        </>
      )}
    </PageFrame>
  );
}
