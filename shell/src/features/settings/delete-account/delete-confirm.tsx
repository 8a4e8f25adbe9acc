import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@dating/shared-kit';
import { Alert, Button, TextField } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellDeleteAccountMutation } from '../api/delete-account';
import type { DeleteReason } from '../api/delete-account';
import { settingsErrorPrefix, settingsMessages } from '../messages';
import { Actions } from '../components/styles';

interface DeleteConfirmProps {
  reason: DeleteReason;
  comment: string;
  onCancel: () => void;
}

/** Step 3: the password confirms it is the member; then DELETE /api/user.php and on to /account-deleted. */
export function DeleteConfirm({ reason, comment, onCancel }: DeleteConfirmProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [remove, { isLoading, error }] = useShellDeleteAccountMutation();
  const failure = apiErrorOf(error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!password) return;
    const result = await remove({ reason, password, ...(comment ? { comment } : {}) });
    if (!('error' in result)) navigate('/account-deleted', { replace: true });
  };
  const passwordError =
    tried && !password
      ? intl.formatMessage(settingsMessages.passwordRequired)
      : failure?.code === 'wrong_password'
        ? translateApiError(intl, failure, settingsErrorPrefix, settingsMessages.generic.id)
        : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <h3>{intl.formatMessage(settingsMessages.confirmHeading)}</h3>
      <p>{intl.formatMessage(settingsMessages.confirmText)}</p>
      <TextField
        label={intl.formatMessage(settingsMessages.password)}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      {failure && failure.code !== 'wrong_password' && (
        <Alert tone="danger">{translateApiError(intl, failure, settingsErrorPrefix, settingsMessages.generic.id)}</Alert>
      )}
      <Actions>
        <Button type="submit" variant="danger" loading={isLoading}>
          {intl.formatMessage(settingsMessages.confirmSubmit)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {intl.formatMessage(settingsMessages.deleteCancel)}
        </Button>
      </Actions>
    </form>
  );
}
