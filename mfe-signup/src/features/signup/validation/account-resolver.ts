import type { FieldErrors, Resolver } from '@dating/shared-kit/forms';
import { accountProblems } from './account-rules';
import type { AccountDraft } from './account-rules';

/**
 * The account step's rules as the form's resolver: the form is sent only when accountProblems finds none.
 * The step shows the problems itself (a problem may read two fields), so the errors here only stop the
 * submit and move focus to the first field with one; the birth date's problem sits on its first field.
 */
export function accountResolver(needsInvite: boolean): Resolver<AccountDraft> {
  return (values) => {
    const problems = Object.entries(accountProblems(values, needsInvite));
    if (problems.length === 0) return { values, errors: {} };
    const errors: FieldErrors<AccountDraft> = Object.fromEntries(
      problems.map(([field, problem]) => [field === 'birth' ? 'day' : field, { type: 'validate', message: problem }]),
    );
    return { values: {}, errors };
  };
}
