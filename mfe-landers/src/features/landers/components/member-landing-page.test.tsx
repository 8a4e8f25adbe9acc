import { screen } from '@testing-library/react';
import type { MemberProfileResponse } from '@dating/shared-kit';
import { memberProfile } from '@dating/shared-kit/test';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { stubLanderApi } from '../../../test/showcase-fixtures';

const linda = (extra: Partial<MemberProfileResponse['profile']> = {}): MemberProfileResponse => ({
  profile: memberProfile(12, 'Linda', {
    age: 34,
    region: 'Utrecht',
    main_image: { match: '/media/members/12.jpg', thumb: '/media/members/12-t.jpg' },
    attributes: { gender: 'female' },
    ...extra,
  }),
});

describe('member landings', () => {
  it.each([
    ['/members/12/landing', '1'],
    ['/members/12/landing2/summer', '2'],
    ['/members/12/landing3', '3'],
  ])('%s features the member of the URL with a sign-up that keeps the tracking', async (path, variant) => {
    const api = stubLanderApi(8, { 'GET member.php': { body: linda() } });
    await renderRoutes(routes, `${path}?network=nw&sub2=b`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linda wil je leren kennen' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'member.php')[0]?.url.searchParams.get('id')).toBe('12');
    expect(screen.getByRole('img', { name: 'Linda, 34' })).toHaveAttribute('src', '/media/members/12.jpg');
    expect(screen.getByText('34 jaar · Utrecht')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gratis aanmelden om Linda te schrijven' })).toHaveAttribute(
      'href',
      '/members/12/signup?network=nw&sub2=b',
    );
    expect(document.querySelector('[data-member-landing]')).toHaveAttribute('data-member-landing', variant);
  });

  it('shows more members of her gender on landing2', async () => {
    const api = stubLanderApi(8, { 'GET member.php': { body: linda() } });
    await renderRoutes(routes, '/members/12/landing2');
    await screen.findByRole('heading', { level: 1, name: 'Linda wil je leren kennen' });
    expect(await screen.findAllByRole('img', { name: /^Lid\d+, \d+$/ })).toHaveLength(4);
    expect(api.callsTo('GET', 'showcase.php')[0]?.url.searchParams.get('gender')).toBe('female');
  });

  it('shows the fictional warning of a fictional profile', async () => {
    stubLanderApi(8, { 'GET member.php': { body: linda({ fictional: true, fictional_warning: 'Dit is een fictief profiel.' }) } });
    await renderRoutes(routes, '/members/12/landing');
    expect(await screen.findByText('Dit is een fictief profiel.')).toBeInTheDocument();
  });

  it.each([
    ['a missing member', 404, { error: 'not_found', message: 'Niet gevonden' }],
    ['a member only members may see', 403, { error: 'authentication_required', message: 'Log in' }],
  ])('falls back to the generic preset for %s', async (_case, status, body) => {
    stubLanderApi(8, { 'GET member.php': { status, body } });
    await renderRoutes(routes, '/members/999/landing3/anything?ref=5');
    expect(await screen.findByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute(
      'href',
      '/signup?ref=5&gender=male&looking_for=female',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dit profiel wil je leren kennen' })).toBeInTheDocument();
    expect(document.querySelector('[data-member-fallback]')).toBeInTheDocument();
    expect(document.querySelector('img[data-hero]')).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back without asking the API for an id that is not a number', async () => {
    const api = stubLanderApi(8);
    await renderRoutes(routes, '/members/abc/landing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dit profiel wil je leren kennen' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'member.php')).toHaveLength(0);
  });
});
