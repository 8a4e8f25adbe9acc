import { createIntl } from 'react-intl';
import { apiErrorOf, fieldOf, toApiError, translateApiError } from './api-error';

describe('toApiError', () => {
  it('reads code, Dutch message, params and details from an API error body', () => {
    const error = toApiError({
      status: 429,
      data: {
        error: 'account_locked',
        message: 'Te veel foute pogingen',
        params: { minutes: 15, bad: { x: 1 } },
        details: [{ path: 'body/email', message: 'x', code: 'invalid_email' }, { nope: 1 }],
      },
    });
    expect(error).toEqual({
      status: 429,
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
    expect(toApiError(new Error('boom'))).toEqual({ status: undefined, code: 'unknown_error', params: {}, details: [] });
  });

  it('keeps the HTTP status, so a page can tell a missing profile (404) from a refused one (403)', () => {
    expect(toApiError({ status: 404, data: { error: 'profile_not_found', message: 'Niet gevonden' } }).status).toBe(404);
    expect(apiErrorOf(undefined)).toBeUndefined();
    expect(apiErrorOf({ status: 403, data: { error: 'authentication_required', message: '' } })?.code).toBe('authentication_required');
  });
});

describe('translateApiError', () => {
  const intl = createIntl({
    locale: 'en',
    messages: { 'likes.error.swipe_limit': 'No swipes left for {hours} hours', 'likes.error.generic': 'Something went wrong' },
  });

  it('translates a known code with its placeholders', () => {
    expect(translateApiError(intl, { code: 'swipe_limit', params: { hours: 3 } }, 'likes.error.', 'likes.error.generic')).toBe(
      'No swipes left for 3 hours',
    );
  });

  it("falls back to the API's Dutch text, then to the generic message", () => {
    expect(translateApiError(intl, { code: 'account_deleted', message: 'Account verwijderd' }, 'likes.error.', 'likes.error.generic')).toBe(
      'Account verwijderd',
    );
    expect(translateApiError(intl, { code: 'account_deleted' }, 'likes.error.', 'likes.error.generic')).toBe('Something went wrong');
  });
});

describe('fieldOf', () => {
  it('names the field of a body path in either notation', () => {
    expect(fieldOf({ path: 'body/email', message: '' })).toBe('email');
    expect(fieldOf({ path: 'body.password_confirm', message: '' })).toBe('password_confirm');
    expect(fieldOf({ path: 'email', message: '' })).toBe('email');
  });
});
