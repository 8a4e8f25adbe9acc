import { signupHref } from './signup-href';

describe('signupHref', () => {
  it('is plain /signup for a visit without tracking or prefill', () => {
    expect(signupHref('')).toBe('/signup');
    expect(signupHref('?page=2&foo=bar')).toBe('/signup');
  });

  it("keeps the visit's tracking parameters and leaves out the rest", () => {
    expect(signupHref('?network=n1&sub1=a&page=2&utm_source=mail')).toBe('/signup?network=n1&sub1=a&utm_source=mail');
  });

  it('prefills "I am / looking for" after the tracking', () => {
    expect(signupHref('?network=n1', { gender: 'male', looking_for: 'female' })).toBe('/signup?network=n1&gender=male&looking_for=female');
  });
});
