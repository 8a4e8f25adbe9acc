import { nameError } from './name-rules';

describe('profile name rules', () => {
  it('accepts an ordinary name', () => {
    expect(nameError('Sanne', 'sanne@example.com')).toBeNull();
  });

  it('must differ from the email address, ignoring case and spaces', () => {
    expect(nameError(' Sanne@Example.com ', 'sanne@example.com')).toBe('name_equals_email');
  });

  it('must not start with @', () => {
    expect(nameError('@sanne', null)).toBe('name_starts_with_at');
  });

  it('is required and at most 40 characters', () => {
    expect(nameError('   ', null)).toBe('name_required');
    expect(nameError('a'.repeat(41), null)).toBe('name_too_long');
    expect(nameError('a'.repeat(40), null)).toBeNull();
  });
});
