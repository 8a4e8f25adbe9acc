import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, TextField } from '@dating/shared-kit/ui';
import { translateApiError } from '@dating/shared-kit';
import { accountMessages, problemMessages } from '../messages';
import { flowMessages } from '../../../shared/flow-messages';
import { accountProblems, signupLimits } from '../validation/account-rules';
import type { AccountDraft, AccountField } from '../validation/account-rules';
import type { SignupFailure } from '../hooks/use-create-account';
import { BirthRow, Column, ErrorText, Fieldset, StickyActions } from './signup-styles';
import { GenderTiles } from './gender-tiles';

export interface AccountStepProps {
  draft: AccountDraft;
  onChange: (draft: AccountDraft) => void;
  onSubmit: (draft: AccountDraft) => void;
  needsInvite: boolean;
  askSignupMessage?: boolean;
  busy?: boolean;
  failure?: SignupFailure;
  /** Called on the first keystroke: the signup modal may no longer be dismissed. */
  onFirstInput?: () => void;
}

/** The account's own text fields, in the order the form shows them. */
const textFields = [
  { field: 'name', type: undefined, autoComplete: 'nickname' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'passwordConfirm', type: 'password', autoComplete: 'new-password' },
] as const;

/** Day, month and year: digits only, each checked as one birth date. */
const birthFields = [
  { field: 'day', autoComplete: 'bday-day', maxLength: 2 },
  { field: 'month', autoComplete: 'bday-month', maxLength: 2 },
  { field: 'year', autoComplete: 'bday-year', maxLength: 4 },
] as const;

const problemValues = { min: signupLimits.nameMin, max: signupLimits.nameMax, minAge: signupLimits.minAge };

/** Step 0: the account. Each field is checked as it is typed, the whole form when sent. */
export function AccountStep({ draft, onChange, onSubmit, needsInvite, askSignupMessage, busy, failure, onFirstInput }: AccountStepProps) {
  const intl = useIntl();
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [sent, setSent] = useState(false);
  const birthErrorId = useId();
  const problems = accountProblems(draft, needsInvite);

  const set =
    (field: keyof AccountDraft, touchKey: string = field) =>
    (value: string) => {
      if (touched.size === 0) onFirstInput?.();
      setTouched((current) => new Set(current).add(touchKey));
      onChange({ ...draft, [field]: value });
    };

  const problemText = (field: AccountField | 'gender'): string | undefined => {
    if (!sent && !touched.has(field)) return undefined;
    const problem = problems[field];
    if (!problem) {
      return failure?.field === field ? translateApiError(intl, failure, 'signup.apiError.', flowMessages.saveFailed.id) : undefined;
    }
    const min = field === 'password' ? signupLimits.passwordMin : problemValues.min;
    return intl.formatMessage(problemMessages[problem], { ...problemValues, min });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (Object.keys(accountProblems(draft, needsInvite)).length > 0) return;
    onSubmit(draft);
  };

  const formError =
    failure && !failure.field ? translateApiError(intl, failure, 'signup.apiError.', flowMessages.saveFailed.id) : undefined;
  const genderProblem = problemText('gender');
  const birthError = problemText('birth');

  return (
    <form noValidate onSubmit={submit}>
      <Column>
        <GenderTiles
          gender={draft.gender}
          lookingFor={draft.lookingFor}
          onGender={set('gender')}
          onLookingFor={set('lookingFor', 'gender')}
        />
        {genderProblem && <ErrorText role="alert">{genderProblem}</ErrorText>}
        {textFields.map(({ field, type, autoComplete }) => (
          <TextField
            key={field}
            label={intl.formatMessage(accountMessages[field])}
            type={type}
            autoComplete={autoComplete}
            value={draft[field]}
            onChange={(e) => set(field)(e.target.value)}
            error={problemText(field)}
          />
        ))}
        <Fieldset>
          <legend>{intl.formatMessage(accountMessages.birth)}</legend>
          <BirthRow>
            {birthFields.map(({ field, autoComplete, maxLength }) => (
              <TextField
                key={field}
                label={intl.formatMessage(accountMessages[field])}
                inputMode="numeric"
                autoComplete={autoComplete}
                maxLength={maxLength}
                value={draft[field]}
                aria-invalid={birthError ? true : undefined}
                aria-describedby={birthError ? birthErrorId : undefined}
                onChange={(e) => set(field, 'birth')(e.target.value.replace(/\D/g, ''))}
              />
            ))}
          </BirthRow>
          {birthError && (
            <ErrorText id={birthErrorId} role="alert">
              {birthError}
            </ErrorText>
          )}
        </Fieldset>
        {needsInvite && (
          <TextField
            label={intl.formatMessage(accountMessages.inviteCode)}
            hint={intl.formatMessage(accountMessages.inviteHint)}
            value={draft.inviteCode}
            onChange={(e) => set('inviteCode')(e.target.value)}
            error={problemText('inviteCode')}
          />
        )}
        {askSignupMessage && (
          <TextField
            label={intl.formatMessage(accountMessages.signupMessage)}
            value={draft.signupMessage}
            onChange={(e) => set('signupMessage')(e.target.value)}
          />
        )}
        {formError && <Alert tone="danger">{formError}</Alert>}
        <StickyActions>
          <Button type="submit" size="lg" fullWidth loading={busy}>
            {intl.formatMessage(flowMessages.create)}
          </Button>
        </StickyActions>
      </Column>
    </form>
  );
}
