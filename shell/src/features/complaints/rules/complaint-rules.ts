import type { ComplaintSubject } from '@dating/shared-kit';

/** Subjects of api/src/contracts/complaints.ts COMPLAINT_SUBJECTS, in display order. */
export const complaintSubjects = [
  'profile',
  'message',
  'photo',
  'payment',
  'privacy',
  'technical',
  'other',
] as const satisfies readonly ComplaintSubject[];

/** COMPLAINT_MESSAGE_MIN / _MAX of the contract. */
export const messageLength = { min: 10, max: 5000 } as const;

export interface ComplaintDraft {
  name: string;
  email: string;
  subject: ComplaintSubject | '';
  message: string;
  url: string;
}

export type ComplaintField = keyof ComplaintDraft;
export type ComplaintFieldError = 'required' | 'invalid' | 'tooShort' | 'tooLong';

// The same shape the API's schema accepts; the server stays the judge.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validUrl(value: string): boolean {
  if (value.startsWith('/')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The form's checks, mirroring the API's schema, so most mistakes never leave the page. */
export function complaintErrors(draft: ComplaintDraft): Partial<Record<ComplaintField, ComplaintFieldError>> {
  const errors: Partial<Record<ComplaintField, ComplaintFieldError>> = {};
  if (!draft.name.trim()) errors.name = 'required';
  if (!emailPattern.test(draft.email.trim())) errors.email = 'invalid';
  if (!draft.subject) errors.subject = 'required';
  const message = draft.message.trim();
  if (message.length < messageLength.min) errors.message = 'tooShort';
  else if (message.length > messageLength.max) errors.message = 'tooLong';
  if (draft.url.trim() && (draft.url.length > 2000 || !validUrl(draft.url.trim()))) errors.url = 'invalid';
  return errors;
}
