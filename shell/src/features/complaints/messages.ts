/** Message ids of the complaints screen; texts live in i18n/<locale>.json (Dutch is the source). */
export const complaintMessages = {
  name: { id: 'shell.complaints.field.name' },
  email: { id: 'shell.complaints.field.email' },
  subject: { id: 'shell.complaints.field.subject' },
  subjectChoose: { id: 'shell.complaints.field.subjectChoose' },
  message: { id: 'shell.complaints.field.message' },
  messageHint: { id: 'shell.complaints.field.messageHint' },
  url: { id: 'shell.complaints.field.url' },
  urlHint: { id: 'shell.complaints.field.urlHint' },
  submit: { id: 'shell.complaints.submit' },
  success: { id: 'shell.complaints.success' },
  another: { id: 'shell.complaints.another' },
  fixErrors: { id: 'shell.complaints.fixErrors' },
  generic: { id: 'shell.complaints.error.generic' },
  subjectOption: (subject: string) => ({ id: `shell.complaints.subject.${subject}` }),
  fieldError: (field: string, error: string) => ({ id: `shell.complaints.fieldError.${field}.${error}` }),
} as const;

export const complaintErrorPrefix = 'shell.complaints.error.';
