import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { mockApi, siteSettings } from '@dating/shared-kit/test';

const settings = siteSettings({ countries: ['NL', 'BE'], locales: {}, geoip_country: 'NL' });
const profile = (id: number, name: string) => ({
  id,
  name,
  age: 30 + id,
  country: 'NL',
  region: 'Utrecht',
  fictional: id === 2,
  main_image: { match: `/media/members/${id}.jpg`, thumb: `/media/members/${id}-thumb.jpg` },
});

type Handler = (url: URL) => { status: number; body: unknown };

/** The kit's MSW mock: members.php by `members`, settings.php and regions.php canned. */
function stubApi(members: Handler) {
  const api = mockApi(
    { 'GET settings.php': { body: settings }, 'GET regions.php': { body: { regions: [{ id: 7, country: 'NL', name: 'Utrecht', slug: 'utrecht', lat: 52, lon: 5 }] } } },
    { answer: (call) => (call.path === 'members.php' ? members(call.url) : undefined) },
  );
  return (predicate: (url: URL) => boolean) => api.calls.map((call) => call.url).filter(predicate);
}

const found = (count: number, profiles = [profile(1, 'Anna'), profile(2, 'Bram')]) => ({
  status: 200,
  body: { profiles, numResults: count, page: 1, per_page: 24, similar: { profiles: [], numResults: 0 } },
});

beforeEach(() => {
  sessionStorage.clear();
});

describe('MembersPage', () => {
  it('shows the result count and a card per member linking to the profile', async () => {
    stubApi(() => found(2));
    await renderRoutes(routes, '/members');
    expect(await screen.findByText('2 leden gevonden')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Leden zoeken' });
    expect(within(list).getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/members/1');
    expect(within(list).getByText('Fictief profiel')).toBeInTheDocument();
    expect(list.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('sends the chosen filters and keeps them for the next visit', async () => {
    const filter = stubApi(() => found(1, [profile(1, 'Anna')]));
    await renderRoutes(routes, '/members');
    await screen.findByText('1 lid gevonden');
    await act(async () => {
      await userEvent.selectOptions(screen.getByLabelText('Geslacht'), 'female');
      await userEvent.selectOptions(screen.getByLabelText('Land'), 'NL');
      await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    });
    const searches = filter((url) => url.pathname.endsWith('/members.php'));
    const last = searches[searches.length - 1];
    expect(last?.searchParams.get('gender')).toBe('female');
    expect(last?.searchParams.get('country')).toBe('NL');
    expect(JSON.parse(sessionStorage.getItem('search.filters') ?? '{}')).toMatchObject({ gender: 'female', country: 'NL' });
  });

  it('refuses an age range with the minimum above the maximum, without calling the API', async () => {
    const filter = stubApi(() => found(2));
    await renderRoutes(routes, '/members');
    await screen.findByText('2 leden gevonden');
    const before = filter((url) => url.pathname.endsWith('/members.php')).length;
    const minAge = screen.getByLabelText('Leeftijd vanaf');
    await act(async () => {
      await userEvent.clear(minAge);
      await userEvent.type(minAge, '60');
      await userEvent.clear(screen.getByLabelText('Leeftijd tot'));
      await userEvent.type(screen.getByLabelText('Leeftijd tot'), '40');
    });
    expect(screen.getByText('De minimumleeftijd moet lager zijn dan de maximumleeftijd.')).toBeInTheDocument();
    expect(minAge).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Zoeken' })).toBeDisabled();
    expect(filter((url) => url.pathname.endsWith('/members.php'))).toHaveLength(before);
  });

  it('leads a visitor to sign up when the site does not allow logged-out search', async () => {
    stubApi(() => ({ status: 403, body: { error: 'authentication_required', message: 'Log in' } }));
    await renderRoutes(routes, '/members');
    expect(await screen.findByText('Log in of meld je gratis aan om leden te zoeken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute('href', '/signup');
  });

  it('shows similar profiles with their own count when few members match', async () => {
    stubApi(() => ({
      status: 200,
      body: { profiles: [profile(1, 'Anna')], numResults: 1, page: 1, per_page: 24, similar: { profiles: [profile(5, 'Eva')], numResults: 9 } },
    }));
    await renderRoutes(routes, '/members');
    const similar = await screen.findByRole('list', { name: 'Vergelijkbare profielen (9)' });
    expect(within(similar).getByRole('link', { name: 'Eva' })).toBeInTheDocument();
  });
});
