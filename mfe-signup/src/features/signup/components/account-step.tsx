import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, TextField } from '@dating/shared-kit/ui';
import { translateApiError } from '@dating/shared-kit';
import { KitForm, useForm, useWatch } from '@dating/shared-kit/forms';
import type { Path } from '@dating/shared-kit/forms';
import { accountMessages, problemMessages } from '../messages';
import { flowMessages } from '../../../shared/flow-messages';
import { accountProblems, signupLimits } from '../validation/account-rules';
import type { AccountDraft, AccountField } from '../validation/account-rules';
import type { SignupFailure } from '../hooks/use-create-account';
import { accountResolver } from '../validation/account-resolver';
import { BirthRow, Column, ErrorText, Fieldset, StickyActions } from './signup-styles';
import { GenderTiles } from './gender-tiles';

export interface AccountStepProps {
  /** Where the form starts (a prefill from the URL, or what was typed before): read when the step mounts. */
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

const problemValues = { min: signupLimits.nameMin, max: signupLimits.nameMax, minAge: signupLimits.minAge };
/** What the visitor typed in: a field, the two gender rows (one problem), or the optional message. */
type Touchable = AccountField | 'gender' | 'signupMessage';

/**
 * Step 0: the account, on the kit's form (react-hook-form). Each field is checked as it is typed, the whole
 * form when sent. A field's problem shows once it was typed in (the three birth fields and the two gender rows
 * count as one), so a rule that reads two fields (the name differs from the e-mail) follows both at once.
 */
export function AccountStep({ draft, onChange, onSubmit, needsInvite, askSignupMessage, busy, failure, onFirstInput }: AccountStepProps) {
  const intl = useIntl();
  const form = useForm<AccountDraft>({ defaultValues: draft, resolver: accountResolver(needsInvite) });
  const values = useWatch({ control: form.control }) as AccountDraft;
  const [touched, setTouched] = useState<Set<Touchable>>(new Set());
  const sent = form.formState.isSubmitted;
  const birthErrorId = useId();
  const problems = accountProblems(values, needsInvite);

  // The parent keeps the draft, so a refusal of the API that remounts this step never loses what was typed.
  useEffect(() => {
    const subscription = form.watch((next) => onChange(next as AccountDraft));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const touch = (key: Touchable) => {
    if (touched.size === 0) onFirstInput?.();
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  };
  const field = (name: Path<AccountDraft>, touchKey: Touchable) => form.register(name, { onChange: () => touch(touchKey) });
  const digits = (name: 'day' | 'month' | 'year') => (value: string) => {
    touch('birth');
    form.setValue(name, value.replace(/\D/g, ''));
  };

  const problemText = (key: AccountField | 'gender'): string | undefined => {
    if (!sent && !touched.has(key)) return undefined;
    const problem = problems[key];
    if (!problem) {
      return failure?.field === key ? translateApiError(intl, failure, 'signup.apiError.', flowMessages.saveFailed.id) : undefined;
    }
    const min = key === 'password' ? signupLimits.passwordMin : problemValues.min;
    return intl.formatMessage(problemMessages[problem], { ...problemValues, min });
  };

  const formError =
    failure && !failure.field ? translateApiError(intl, failure, 'signup.apiError.', flowMessages.saveFailed.id) : undefined;
  const genderProblem = problemText('gender');
  const birthError = problemText('birth');

  return (
    <KitForm form={form} onValid={(checked) => onSubmit(checked)}>
      <Column>
        <GenderTiles
          gender={values.gender}
          lookingFor={values.lookingFor}
          onGender={(gender) => {
            touch('gender');
            form.setValue('gender', gender as AccountDraft['gender']);
          }}
          onLookingFor={(lookingFor) => {
            touch('gender');
            form.setValue('lookingFor', lookingFor as AccountDraft['lookingFor']);
          }}
        />
        {genderProblem && <ErrorText role="alert">{genderProblem}</ErrorText>}
        <TextField
          label={intl.formatMessage(accountMessages.name)}
          autoComplete="nickname"
          {...field('name', 'name')}
          error={problemText('name')}
        />
        <TextField
          label={intl.formatMessage(accountMessages.email)}
          type="email"
          autoComplete="email"
          {...field('email', 'email')}
          error={problemText('email')}
        />
        <TextField
          label={intl.formatMessage(accountMessages.password)}
          type="password"
          autoComplete="new-password"
          {...field('password', 'password')}
          error={problemText('password')}
        />
        <TextField
          label={intl.formatMessage(accountMessages.passwordConfirm)}
          type="password"
          autoComplete="new-password"
          {...field('passwordConfirm', 'passwordConfirm')}
          error={problemText('passwordConfirm')}
        />
        <Fieldset>
          <legend>{intl.formatMessage(accountMessages.birth)}</legend>
          <BirthRow>
            <TextField
              label={intl.formatMessage(accountMessages.day)}
              inputMode="numeric"
              autoComplete="bday-day"
              maxLength={2}
              value={values.day}
              aria-invalid={birthError ? true : undefined}
              aria-describedby={birthError ? birthErrorId : undefined}
              onChange={(e) => digits('day')(e.target.value)}
            />
            <TextField
              label={intl.formatMessage(accountMessages.month)}
              inputMode="numeric"
              autoComplete="bday-month"
              maxLength={2}
              value={values.month}
              aria-invalid={birthError ? true : undefined}
              aria-describedby={birthError ? birthErrorId : undefined}
              onChange={(e) => digits('month')(e.target.value)}
            />
            <TextField
              label={intl.formatMessage(accountMessages.year)}
              inputMode="numeric"
              autoComplete="bday-year"
              maxLength={4}
              value={values.year}
              aria-invalid={birthError ? true : undefined}
              aria-describedby={birthError ? birthErrorId : undefined}
              onChange={(e) => digits('year')(e.target.value)}
            />
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
            {...field('inviteCode', 'inviteCode')}
            error={problemText('inviteCode')}
          />
        )}
        {askSignupMessage && (
          <TextField label={intl.formatMessage(accountMessages.signupMessage)} {...field('signupMessage', 'signupMessage')} />
        )}
        {formError && <Alert tone="danger">{formError}</Alert>}
        <StickyActions>
          <Button type="submit" size="lg" fullWidth loading={busy}>
            {intl.formatMessage(flowMessages.create)}
          </Button>
        </StickyActions>
      </Column>
    </KitForm>
  );
}
