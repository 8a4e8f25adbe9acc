import { ABOUT_MAX_LENGTH, MIN_AGE, PROFILE_NAME_MAX_LENGTH } from '../../contracts/profile.ts';
import { ageOn, parseCalendarDate } from '../../lib/birthdate.ts';
import { cleanMemberName } from '../../lib/member-name.ts';

/** One rejected field of a profile update: details[] entry of the 422 answer. */
export interface FieldError {
  path: string;
  code: string;
  /** Dutch source text, the words members see. */
  message: string;
  params?: Record<string, string | number>;
}

export const MESSAGES = {
  name_required: 'Vul je profielnaam in.',
  name_too_long: `Je profielnaam mag maximaal ${PROFILE_NAME_MAX_LENGTH} tekens lang zijn.`,
  name_equals_email: 'Je profielnaam moet anders zijn dan je e-mailadres',
  name_starts_with_at: 'Je profielnaam mag niet beginnen met een @',
  invalid_birthdate: 'Ongeldige geboortedatum.',
  too_young: `Je moet minimaal ${MIN_AGE} jaar oud zijn.`,
  about_too_long: `Je tekst over jezelf mag maximaal ${ABOUT_MAX_LENGTH} tekens lang zijn.`,
  unknown_interest: 'Onbekende interesse.',
  unknown_country: 'Onbekend land.',
  region_not_in_country: 'Deze regio hoort niet bij het gekozen land.',
} as const;

const error = (path: string, code: keyof typeof MESSAGES, params?: FieldError['params']): FieldError => ({
  path,
  code,
  message: MESSAGES[code],
  ...(params ? { params } : {}),
});

// Control characters (except tab and newline) have no place in names or texts and can break mails and logs.
// The C0 controls and DEL: the control category (\p{Cc}) minus tab, newline and the C1 block.
const CONTROL_CHARS = /[^\P{Cc}\t\n\u0080-\u009f]/gu;

/** The name rules (cleaned by the shared name rule first). Returns the cleaned name or the error. */
export function checkName(raw: string, email: string | null): { name: string } | { error: FieldError } {
  const name = cleanMemberName(raw);
  if (name.length === 0) return { error: error('body/name', 'name_required') };
  if (name.length > PROFILE_NAME_MAX_LENGTH) return { error: error('body/name', 'name_too_long', { max: PROFILE_NAME_MAX_LENGTH }) };
  if (name.startsWith('@')) return { error: error('body/name', 'name_starts_with_at') };
  if (email !== null && name.toLowerCase() === email.trim().toLowerCase()) return { error: error('body/name', 'name_equals_email') };
  return { name };
}

/**
 * A real calendar date (YYYY-MM-DD), not in the future, not before 1900, and at least MIN_AGE years ago.
 * `today` is injectable so tests do not depend on the calendar.
 */
export function checkBirthdate(raw: string, today: Date = new Date()): { birthdate: string } | { error: FieldError } {
  const parsed = parseCalendarDate(raw.trim());
  if (!parsed || parsed.year < 1900 || parsed.date.getTime() > today.getTime()) {
    return { error: error('body/date_of_birth', 'invalid_birthdate') };
  }
  if (ageOn(parsed.year, parsed.month, parsed.day, today) < MIN_AGE) {
    return { error: error('body/date_of_birth', 'too_young', { min_age: MIN_AGE }) };
  }
  return { birthdate: raw.trim() };
}

/**
 * About-me as plain text: kept as typed (so "<3" stays "<3"), line ends normalised, control characters removed.
 * Renderers must output it as text; it is never interpreted as HTML.
 */
export function checkAbout(raw: string): { about: string } | { error: FieldError } {
  const about = raw.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '').trim();
  if (about.length > ABOUT_MAX_LENGTH) return { error: error('body/about', 'about_too_long', { max: ABOUT_MAX_LENGTH }) };
  return { about };
}

export function unknownInterestError(slugs: readonly string[]): FieldError {
  return error('body/interests', 'unknown_interest', { interests: slugs.join(',') });
}

export const unknownCountryError = (): FieldError => error('body/country', 'unknown_country');
export const regionNotInCountryError = (): FieldError => error('body/region_id', 'region_not_in_country');
