import { ACCOUNT_LIMITS } from '../../contracts/account.ts';
import { ageOn, parseCalendarDate } from '../../lib/birthdate.ts';
import { cleanMemberName } from '../../lib/member-name.ts';
import type { AccountFieldError as FieldError } from './errors.ts';

// Deliberately loose: one @, no spaces, a dot in the domain. The activation mail is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export function checkEmail(email: string, path = 'body/email'): FieldError[] {
  return isValidEmail(email) ? [] : [{ path, code: 'invalid_email' }];
}

/** Weak password = shorter than 6 characters (spec shows no rule; 6 is the floor we chose). */
export function checkPasswords(password: string, confirm: string, path = 'body/password'): FieldError[] {
  const errors: FieldError[] = [];
  if ([...password].length < ACCOUNT_LIMITS.passwordMinLength) {
    errors.push({ path, code: 'weak_password', params: { min_length: ACCOUNT_LIMITS.passwordMinLength } });
  }
  if (password !== confirm) errors.push({ path: 'body/password_confirm', code: 'passwords_differ' });
  return errors;
}

/** Differs from the email address, does not start with @; 2-40 characters after the name rule's cleaning. */
export function checkName(name: string, email: string): FieldError[] {
  const trimmed = cleanMemberName(name);
  const length = [...trimmed].length;
  if (length < ACCOUNT_LIMITS.nameMinLength || length > ACCOUNT_LIMITS.nameMaxLength) {
    return [
      {
        path: 'body/name',
        code: 'invalid_name',
        params: { min_length: ACCOUNT_LIMITS.nameMinLength, max_length: ACCOUNT_LIMITS.nameMaxLength },
      },
    ];
  }
  if (trimmed.toLowerCase() === email.trim().toLowerCase()) return [{ path: 'body/name', code: 'name_equals_email' }];
  if (trimmed.startsWith('@')) return [{ path: 'body/name', code: 'name_starts_with_at' }];
  return [];
}

/**
 * A real calendar date (YYYY-MM-DD, no 31 February), not in the future and not more than 120 years ago;
 * then at least ACCOUNT_LIMITS.minAge years old on `today`.
 */
export function checkBirthdate(value: string, today: Date): FieldError[] {
  const path = 'body/date_of_birth';
  const parsed = parseCalendarDate(value);
  if (!parsed) return [{ path, code: 'invalid_birthdate' }];
  const age = ageOn(parsed.year, parsed.month, parsed.day, today);
  if (parsed.date.getTime() > today.getTime() || age > 120) return [{ path, code: 'invalid_birthdate' }];
  if (age < ACCOUNT_LIMITS.minAge) return [{ path, code: 'too_young', params: { min_age: ACCOUNT_LIMITS.minAge } }];
  return [];
}
