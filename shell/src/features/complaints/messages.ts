import { defineMessage, defineMessages } from 'react-intl';
import type { ComplaintField, ComplaintFieldError } from './rules/complaint-rules';

/** Message ids of the complaints screen; texts live in i18n/<locale>.json (Dutch is the source). */
export const complaintMessages = defineMessages({
  name: { id: 'shell.complaints.field.name' },
  email: { id: 'shell.complaints.field.email' },
  subject: { id: 'shell.complaints.field.subject' },
  subjectChoose: { id: 'shell.complaints.field.subjectChoose' },
  message: { id: 'shell.complaints.field.message' },
  messageHint: defineMessage<{ min: number; max: number }>({ id: 'shell.complaints.field.messageHint' }),
  url: { id: 'shell.complaints.field.url' },
  urlHint: { id: 'shell.complaints.field.urlHint' },
  submit: { id: 'shell.complaints.submit' },
  success: { id: 'shell.complaints.success' },
  another: { id: 'shell.complaints.another' },
  fixErrors: { id: 'shell.complaints.fixErrors' },
  generic: { id: 'shell.complaints.error.generic' },
});

/** One literal id per subject, so the extractor sees every id the screen can show. */
export const complaintSubjectMessages = defineMessages({
  profile: { id: 'shell.complaints.subject.profile' },
  message: { id: 'shell.complaints.subject.message' },
  photo: { id: 'shell.complaints.subject.photo' },
  payment: { id: 'shell.complaints.subject.payment' },
  privacy: { id: 'shell.complaints.subject.privacy' },
  technical: { id: 'shell.complaints.subject.technical' },
  other: { id: 'shell.complaints.subject.other' },
});

/** Every error a field can show: the form's own checks, and 'invalid' for a field the API rejected. */
export const complaintFieldErrors: Record<
  ComplaintField,
  Partial<Record<ComplaintFieldError, { id: string }>> & { invalid: { id: string } }
> = {
  name: defineMessages({
    required: { id: 'shell.complaints.fieldError.name.required' },
    invalid: { id: 'shell.complaints.fieldError.name.invalid' },
  }),
  email: defineMessages({ invalid: { id: 'shell.complaints.fieldError.email.invalid' } }),
  subject: defineMessages({
    required: { id: 'shell.complaints.fieldError.subject.required' },
    invalid: { id: 'shell.complaints.fieldError.subject.invalid' },
  }),
  message: defineMessages({
    invalid: { id: 'shell.complaints.fieldError.message.invalid' },
    tooShort: { id: 'shell.complaints.fieldError.message.tooShort' },
    tooLong: { id: 'shell.complaints.fieldError.message.tooLong' },
  }),
  url: defineMessages({ invalid: { id: 'shell.complaints.fieldError.url.invalid' } }),
};

export const complaintErrorPrefix = 'shell.complaints.error.';
