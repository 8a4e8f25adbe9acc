import { useState } from 'react';
import { toApiError, trackingStorage, useAppSelector, selectLocale } from '@dating/shared-kit';
import type { SignupBody } from '@dating/shared-kit';
import { useSignupCreateAccountMutation } from '../../../shared/api/signup-api';
import { birthDateOf } from '../validation/account-rules';
import type { AccountDraft, AccountField } from '../validation/account-rules';

/** Which field an API error code belongs to; codes without a field are shown above the button. */
const fieldOfCode: Record<string, AccountField> = {
  account_exists: 'email',
  account_deleted: 'email',
  email_taken: 'email',
  invalid_email: 'email',
  name_equals_email: 'name',
  name_starts_with_at: 'name',
  invalid_name: 'name',
  invalid_birthdate: 'birth',
  too_young: 'birth',
  passwords_differ: 'passwordConfirm',
  weak_password: 'password',
  invalid_invite: 'inviteCode',
};

export interface SignupFailure {
  code: string;
  message?: string;
  params: Record<string, string | number>;
  field?: AccountField;
}

/** The signup body of a draft: the stored tracking of the landing visit goes with it. */
export function signupBodyOf(draft: AccountDraft, language: SignupBody['language']): SignupBody {
  const tracking = trackingStorage.read();
  return {
    email: draft.email.trim(),
    name: draft.name.trim(),
    password: draft.password,
    password_confirm: draft.passwordConfirm,
    date_of_birth: birthDateOf(draft) ?? '',
    language,
    ...(draft.gender ? { gender: draft.gender } : {}),
    ...(draft.lookingFor ? { looking_for: draft.lookingFor } : {}),
    ...(draft.signupMessage.trim() ? { signup_message: draft.signupMessage.trim() } : {}),
    ...(draft.inviteCode.trim() ? { invite_code: draft.inviteCode.trim() } : {}),
    ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
  };
}

/** Creates the account; a refusal is kept as a failure to show on the form (the draft stays as typed). */
export function useCreateAccount() {
  const [create, { isLoading }] = useSignupCreateAccountMutation();
  const locale = useAppSelector(selectLocale);
  const [failure, setFailure] = useState<SignupFailure>();

  async function submit(draft: AccountDraft): Promise<boolean> {
    setFailure(undefined);
    try {
      await create(signupBodyOf(draft, locale)).unwrap();
      trackingStorage.clear();
      return true;
    } catch (error) {
      const apiError = toApiError(error);
      setFailure({ code: apiError.code, message: apiError.message, params: apiError.params, field: fieldOfCode[apiError.code] });
      return false;
    }
  }

  return { submit, isLoading, failure };
}
