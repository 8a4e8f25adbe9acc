import { complaintErrors } from './complaint-rules';
import type { ComplaintDraft } from './complaint-rules';

const valid: ComplaintDraft = { name: 'Piet', email: 'piet@example.com', subject: 'profile', message: 'Dit profiel is nep.', url: '' };

describe('complaint form rules', () => {
  it('accepts a complete complaint, with or without a url', () => {
    expect(complaintErrors(valid)).toEqual({});
    expect(complaintErrors({ ...valid, url: 'https://datingsite.nl/members/12' })).toEqual({});
    expect(complaintErrors({ ...valid, url: '/members/12' })).toEqual({});
  });

  it('requires name, a valid email and a subject', () => {
    expect(complaintErrors({ ...valid, name: ' ', email: 'piet@', subject: '' })).toEqual({
      name: 'required',
      email: 'invalid',
      subject: 'required',
    });
  });

  it('wants a message of 10 to 5000 characters', () => {
    expect(complaintErrors({ ...valid, message: 'kort' }).message).toBe('tooShort');
    expect(complaintErrors({ ...valid, message: 'x'.repeat(5001) }).message).toBe('tooLong');
  });

  it('refuses a url that is not a web address', () => {
    expect(complaintErrors({ ...valid, url: 'javascript:alert(1)' }).url).toBe('invalid');
  });
});
