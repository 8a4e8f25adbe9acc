import { signupHref } from './signup-href';

describe('signupHref', () => {
  it('is plain /signup for a visit without tracking parameters', () => {
    expect(signupHref('')).toBe('/signup');
    expect(signupHref('?unrelated=1')).toBe('/signup');
  });

  it('keeps the tracking parameters and drops the rest', () => {
    const url = new URL(signupHref('?network=tiktok&sub1=abc&utm_source=ad&unrelated=1'), 'http://site.test');
    expect(url.pathname).toBe('/signup');
    expect(url.searchParams.get('network')).toBe('tiktok');
    expect(url.searchParams.get('sub1')).toBe('abc');
    expect(url.searchParams.get('utm_source')).toBe('ad');
    expect(url.searchParams.has('unrelated')).toBe(false);
  });

  it('prefills step 0 after the tracking parameters', () => {
    expect(signupHref('?ref=7', { gender: 'female', looking_for: 'male' })).toBe('/signup?ref=7&gender=female&looking_for=male');
    expect(signupHref('', { gender: 'male', looking_for: 'female' })).toBe('/signup?gender=male&looking_for=female');
  });
});
