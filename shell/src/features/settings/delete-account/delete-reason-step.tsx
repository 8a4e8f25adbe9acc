import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared-kit/ui';
import { deleteReasons } from '../api/delete-account';
import type { DeleteReason } from '../api/delete-account';
import { deleteReasonMessages, settingsMessages } from '../messages';
import { Actions, Fieldset, RadioRow, TextArea } from '../components/styles';

interface DeleteReasonStepProps {
  onNext: (reason: DeleteReason, comment: string) => void;
  onCancel: () => void;
}

/** Step 1: why the member leaves (one reason, an optional comment). */
export function DeleteReasonStep({ onNext, onCancel }: DeleteReasonStepProps) {
  const intl = useIntl();
  const commentId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<DeleteReason | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason) onNext(reason, comment.trim());
  };
  const missing = tried && !reason;
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset aria-invalid={missing || undefined} aria-describedby={missing ? errorId : undefined}>
        <legend>{intl.formatMessage(settingsMessages.deleteReasonLegend)}</legend>
        {deleteReasons.map((item) => (
          <RadioRow key={item}>
            <input type="radio" name="delete-reason" value={item} checked={reason === item} onChange={() => setReason(item)} />
            {intl.formatMessage(deleteReasonMessages[item])}
          </RadioRow>
        ))}
        {missing && (
          <p id={errorId} role="alert">
            {intl.formatMessage(settingsMessages.deleteReasonRequired)}
          </p>
        )}
      </Fieldset>
      <label htmlFor={commentId}>{intl.formatMessage(settingsMessages.deleteComment)}</label>
      <TextArea id={commentId} maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} />
      <Actions>
        <Button type="submit" variant="primary">
          {intl.formatMessage(settingsMessages.deleteNext)}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {intl.formatMessage(settingsMessages.deleteCancel)}
        </Button>
      </Actions>
    </form>
  );
}
