import { fieldOf, toApiError } from './api-error';

describe('toApiError', () => {
  it('reads code, Dutch message, params and details from an API error body', () => {
    const error = toApiError({
      status: 429,
      data: { error: 'account_locked', message: 'Te veel foute pogingen', params: { minutes: 15, bad: { x: 1 } }, details: [{ path: 'body/email', message: 'x', code: 'invalid_email' }, { nope: 1 }] },
    });
    expect(error).toEqual({
      code: 'account_locked',
      message: 'Te veel foute pogingen',
      params: { minutes: 15 },
      details: [{ path: 'body/email', message: 'x', code: 'invalid_email' }],
    });
  });

  it('calls a failed fetch a network error', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).code).toBe('network_error');
  });

  it('calls a body without a code (an HTML 502 page) an unknown error', () => {
    expect(toApiError({ status: 502, data: '<html>' }).code).toBe('unknown_error');
    expect(toApiError(new Error('boom')).code).toBe('unknown_error');
  });
});

describe('fieldOf', () => {
  it('names the field of a body path in either notation', () => {
    expect(fieldOf({ path: 'body/email', message: '' })).toBe('email');
    expect(fieldOf({ path: 'body.password_confirm', message: '' })).toBe('password_confirm');
    expect(fieldOf({ path: 'email', message: '' })).toBe('email');
  });
});
