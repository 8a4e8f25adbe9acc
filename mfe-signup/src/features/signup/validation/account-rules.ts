/**
 * The account step's rules, checked as the visitor types. Each answers the message key of
 * `accountMessages` that explains the problem, or undefined. The API checks the same rules again.
 */
export const signupLimits = { minAge: 18, nameMin: 2, nameMax: 40, passwordMin: 6 } as const;

export type AccountField = 'name' | 'email' | 'password' | 'passwordConfirm' | 'birth' | 'inviteCode';

export interface AccountDraft {
  gender: 'male' | 'female' | '';
  lookingFor: 'male' | 'female' | 'both' | '';
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  day: string;
  month: string;
  year: string;
  signupMessage: string;
  inviteCode: string;
}

export const emptyAccountDraft: AccountDraft = {
  gender: '',
  lookingFor: '',
  name: '',
  email: '',
  password: '',
  passwordConfirm: '',
  day: '',
  month: '',
  year: '',
  signupMessage: '',
  inviteCode: '',
};

export type AccountProblem =
  | 'required'
  | 'nameEqualsEmail'
  | 'nameStartsWithAt'
  | 'nameLength'
  | 'emailInvalid'
  | 'passwordShort'
  | 'passwordsDiffer'
  | 'birthRequired'
  | 'birthInvalid'
  | 'tooYoung'
  | 'genderRequired';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function checkName(name: string, email: string): AccountProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.startsWith('@')) return 'nameStartsWithAt';
  if (email.trim() && trimmed.toLowerCase() === email.trim().toLowerCase()) return 'nameEqualsEmail';
  if (trimmed.length < signupLimits.nameMin || trimmed.length > signupLimits.nameMax) return 'nameLength';
  return undefined;
}

export function checkEmail(email: string): AccountProblem | undefined {
  if (!email.trim()) return 'required';
  return emailPattern.test(email.trim()) ? undefined : 'emailInvalid';
}

export function checkPassword(password: string): AccountProblem | undefined {
  if (!password) return 'required';
  return password.length < signupLimits.passwordMin ? 'passwordShort' : undefined;
}

export function checkPasswordConfirm(password: string, confirm: string): AccountProblem | undefined {
  if (!confirm) return 'required';
  return confirm === password ? undefined : 'passwordsDiffer';
}

/** The birth date as YYYY-MM-DD, or undefined when the three fields do not make a real date. */
export function birthDateOf({ day, month, year }: Pick<AccountDraft, 'day' | 'month' | 'year'>): string | undefined {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day))
    return undefined;
  return date.toISOString().slice(0, 10);
}

/** Required, a real date in the past, at least minAge years old on `today`. */
export function checkBirth(draft: Pick<AccountDraft, 'day' | 'month' | 'year'>, today = new Date()): AccountProblem | undefined {
  if (!draft.day && !draft.month && !draft.year) return 'birthRequired';
  const iso = birthDateOf(draft);
  if (!iso) return 'birthInvalid';
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  if (year < 1900 || new Date(iso).getTime() > today.getTime()) return 'birthInvalid';
  const birthdayPassed = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  const age = today.getFullYear() - year - (birthdayPassed ? 0 : 1);
  return age < signupLimits.minAge ? 'tooYoung' : undefined;
}

/** Every problem of the draft, by field (only fields with a problem). */
export function accountProblems(
  draft: AccountDraft,
  needsInvite: boolean,
  today?: Date,
): Partial<Record<AccountField | 'gender', AccountProblem>> {
  const problems: Partial<Record<AccountField | 'gender', AccountProblem>> = {
    gender: draft.gender && draft.lookingFor ? undefined : 'genderRequired',
    name: checkName(draft.name, draft.email),
    email: checkEmail(draft.email),
    password: checkPassword(draft.password),
    passwordConfirm: checkPasswordConfirm(draft.password, draft.passwordConfirm),
    birth: checkBirth(draft, today),
    inviteCode: needsInvite && !draft.inviteCode.trim() ? 'required' : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}
