import { useIntl } from 'react-intl';
import { useNavigate } from '@dating/shared-kit';
import { FormTextField, KitForm, kitRules, useForm } from '@dating/shared-kit/forms';
import { Alert, Button } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellDeleteAccountMutation } from '../api/delete-account';
import type { DeleteReason } from '../api/delete-account';
import { settingsErrorPrefix, settingsMessages } from '../messages';
import { StepActions } from './step-actions';

interface DeleteConfirmProps {
  reason: DeleteReason;
  comment: string;
  onCancel: () => void;
}

interface ConfirmDraft {
  password: string;
}

/** Step 3: the password confirms it is the member; then DELETE /api/user.php and on to /account-deleted. */
export function DeleteConfirm({ reason, comment, onCancel }: DeleteConfirmProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useForm<ConfirmDraft>({ defaultValues: { password: '' } });
  const [remove, { isLoading, error }] = useShellDeleteAccountMutation();
  const failure = apiErrorOf(error);
  const confirm = async ({ password }: ConfirmDraft) => {
    const result = await remove({ reason, password, ...(comment ? { comment } : {}) });
    if (!('error' in result)) {
      navigate('/account-deleted', { replace: true });
      return;
    }
    // A wrong password belongs to its field; every other refusal is said in the alert below.
    if (apiErrorOf(result.error)?.code === 'wrong_password') {
      form.setError('password', { type: 'server', message: `${settingsErrorPrefix}wrong_password` }, { shouldFocus: true });
    }
  };
  return (
    <KitForm form={form} onValid={confirm}>
      <h3>{intl.formatMessage(settingsMessages.confirmHeading)}</h3>
      <p>{intl.formatMessage(settingsMessages.confirmText)}</p>
      <FormTextField<ConfirmDraft>
        name="password"
        label={intl.formatMessage(settingsMessages.password)}
        type="password"
        autoComplete="current-password"
        rules={{ required: kitRules.required(settingsMessages.passwordRequired) }}
      />
      {failure && failure.code !== 'wrong_password' && (
        <Alert tone="danger">{translateApiError(intl, failure, settingsErrorPrefix, settingsMessages.generic.id)}</Alert>
      )}
      <StepActions onCancel={onCancel}>
        <Button type="submit" variant="danger" loading={isLoading}>
          {intl.formatMessage(settingsMessages.confirmSubmit)}
        </Button>
      </StepActions>
    </KitForm>
  );
}
