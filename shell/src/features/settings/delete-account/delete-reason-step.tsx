import { useId } from 'react';
import { useIntl } from 'react-intl';
import { KitForm, kitRules, useForm } from '@dating/shared-kit/forms';
import { Button } from '@dating/shared-kit/ui';
import { deleteReasons } from '../api/delete-account';
import type { DeleteReason } from '../api/delete-account';
import { deleteReasonMessages, settingsMessages } from '../messages';
import { Fieldset, RadioRow, TextArea } from '../components/styles';
import { StepActions } from './step-actions';

interface DeleteReasonStepProps {
  onNext: (reason: DeleteReason, comment: string) => void;
  onCancel: () => void;
}

interface ReasonDraft {
  reason: DeleteReason | '';
  comment: string;
}

/** Step 1: why the member leaves (one reason, an optional comment). */
export function DeleteReasonStep({ onNext, onCancel }: DeleteReasonStepProps) {
  const intl = useIntl();
  const commentId = useId();
  const errorId = useId();
  const form = useForm<ReasonDraft>({ defaultValues: { reason: '', comment: '' } });
  const missing = form.formState.errors.reason !== undefined;
  const next = ({ reason, comment }: ReasonDraft) => {
    if (reason) onNext(reason, comment.trim());
  };
  return (
    <KitForm form={form} onValid={next}>
      <Fieldset aria-invalid={missing || undefined} aria-describedby={missing ? errorId : undefined}>
        <legend>{intl.formatMessage(settingsMessages.deleteReasonLegend)}</legend>
        {deleteReasons.map((item) => (
          <RadioRow key={item}>
            <input
              type="radio"
              value={item}
              {...form.register('reason', { required: kitRules.required(settingsMessages.deleteReasonRequired) })}
            />
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
      <TextArea id={commentId} maxLength={2000} {...form.register('comment')} />
      <StepActions onCancel={onCancel}>
        <Button type="submit" variant="primary">
          {intl.formatMessage(settingsMessages.deleteNext)}
        </Button>
      </StepActions>
    </KitForm>
  );
}
