/** Max length of a profile name (api/src/contracts/profile.ts PROFILE_NAME_MAX_LENGTH). */
export const nameMaxLength = 40;

export type NameError = 'name_required' | 'name_too_long' | 'name_starts_with_at' | 'name_equals_email';

/**
 * The name rules, checked in the form the way the API checks them (so the member sees the text at once):
 * not empty, at most 40 characters, not starting with @, not equal to the email address.
 */
export function nameError(raw: string, email: string | null): NameError | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name.length === 0) return 'name_required';
  if (name.length > nameMaxLength) return 'name_too_long';
  if (name.startsWith('@')) return 'name_starts_with_at';
  if (email !== null && name.toLowerCase() === email.trim().toLowerCase()) return 'name_equals_email';
  return null;
}
