import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { routes } from '../../../exposes/routes';
import { mockApi, paintServerCopy, siteSettings } from '@dating/shared-kit/test';
import { stubViewportWidth } from '../../../test/viewport';

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
    {
      'GET settings.php': { body: settings },
      'GET regions.php': { body: { regions: [{ id: 7, country: 'NL', name: 'Utrecht', slug: 'utrecht', lat: 52, lon: 5 }] } },
    },
    { answer: (call) => (call.path === 'members.php' ? members(call.url) : undefined) },
  );
  return (predicate: (url: URL) => boolean) => api.calls.map((call) => call.url).filter(predicate);
}

const found = (count: number, profiles = [profile(1, 'Anna'), profile(2, 'Bram')]) => ({
  status: 200,
  body: { profiles, numResults: count, page: 1, per_page: 24, similar: { profiles: [], numResults: 0 } },
});

const lastSearch = (filter: ReturnType<typeof stubApi>) => filter((url) => url.pathname.endsWith('/members.php')).at(-1);

beforeEach(() => {
  sessionStorage.clear();
  // A desktop unless a test says otherwise: the filters are an inline row from 992 px.
  stubViewportWidth(1280);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MembersPage', () => {
  it('shows the result count and a card per member linking to the profile', async () => {
    stubApi(() => found(2));
    await renderRoutes(routes, '/members');
    expect(await screen.findByText('2 leden gevonden')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Leden zoeken' });
    expect(within(list).getByRole('link', { name: /^Anna, 31/ })).toHaveAttribute('href', '/members/1');
    expect(within(list).getByText('Fictief profiel')).toBeInTheDocument();
    expect(list.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('loads the first four photos at once and first, the rest lazily', async () => {
    stubApi(() =>
      found(
        6,
        [1, 2, 3, 4, 5, 6].map((id) => profile(id, `Lid ${id}`)),
      ),
    );
    await renderRoutes(routes, '/members');
    expect(await screen.findByText('6 leden gevonden')).toBeInTheDocument();
    const photos = [...screen.getByRole('list', { name: 'Leden zoeken' }).querySelectorAll('img')];
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high', null, null]);
  });

  it("gives way to the server's painted copy once its own results show and their first picture has loaded", async () => {
    paintServerCopy('/media/members/1-thumb.jpg');
    stubApi(() => found(2));
    await renderRoutes(routes, '/members');
    expect(await screen.findByText('2 leden gevonden')).toBeInTheDocument();
    expect(document.getElementById('prepaint')).not.toBeNull();
    fireEvent.load(screen.getByRole('list', { name: 'Leden zoeken' }).querySelector('img')!);
    expect(document.getElementById('prepaint')).toBeNull();
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

  it('"verified only" asks for verified=1 and shows the verified badge on the cards', async () => {
    const verified = { ...profile(3, 'Vera'), verified: true };
    const filter = stubApi((url) => (url.searchParams.get('verified') === '1' ? found(1, [verified]) : found(2)));
    await renderRoutes(routes, '/members');
    await screen.findByText('2 leden gevonden');
    expect(screen.queryByText('Geverifieerd')).toBeNull();
    await act(async () => {
      await userEvent.click(screen.getByLabelText('Alleen geverifieerd'));
      await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    });
    await screen.findByText('1 lid gevonden');
    expect(lastSearch(filter)?.searchParams.get('verified')).toBe('1');
    const card = screen.getByRole('link', { name: /Vera/ });
    expect(within(card).getByText('Geverifieerd')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('search.filters') ?? '{}')).toMatchObject({ verified: true });
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
      body: {
        profiles: [profile(1, 'Anna')],
        numResults: 1,
        page: 1,
        per_page: 24,
        similar: { profiles: [profile(5, 'Eva')], numResults: 9 },
      },
    }));
    await renderRoutes(routes, '/members');
    const similar = await screen.findByRole('list', { name: 'Vergelijkbare profielen (9)' });
    expect(within(similar).getByRole('link', { name: /^Eva, 35/ })).toBeInTheDocument();
  });
});

describe('MembersPage focus after a search', () => {
  it('keeps the same form and the focus on Search after searching with the button', async () => {
    const filter = stubApi(() => found(2));
    await renderRoutes(routes, '/members');
    await screen.findByText('2 leden gevonden');
    const form = screen.getByRole('search', { name: 'Zoekfilters' });
    await act(async () => userEvent.selectOptions(screen.getByLabelText('Geslacht'), 'female'));
    const submit = screen.getByRole('button', { name: 'Zoeken' });
    await act(async () => userEvent.click(submit));
    await waitFor(() => expect(lastSearch(filter)?.searchParams.get('gender')).toBe('female'));
    await screen.findByText('2 leden gevonden');
    // Remounting the form (as a `key` on the applied filters did) would drop the focus to <body>.
    expect(screen.getByRole('search', { name: 'Zoekfilters' })).toBe(form);
    expect(submit).toHaveFocus();
    expect(screen.getByLabelText('Geslacht')).toHaveValue('female');
  });

  it('keeps the focus in the age field when the member submits with Enter there', async () => {
    const filter = stubApi(() => found(2));
    await renderRoutes(routes, '/members');
    await screen.findByText('2 leden gevonden');
    const maxAge = screen.getByLabelText('Leeftijd tot');
    await act(async () => {
      await userEvent.clear(maxAge);
      await userEvent.type(maxAge, '45{Enter}');
    });
    await waitFor(() => expect(lastSearch(filter)?.searchParams.get('max_age')).toBe('45'));
    await screen.findByText('2 leden gevonden');
    expect(screen.getByLabelText('Leeftijd tot')).toBe(maxAge);
    expect(maxAge).toHaveFocus();
    expect(maxAge).toHaveValue(45);
  });
});

describe('MembersPage filters on a phone', () => {
  it('shows the applied filters as a chip that opens the form in a sheet, then hands the focus back', async () => {
    stubViewportWidth(390);
    const filter = stubApi(() => found(2));
    await renderRoutes(routes, '/members');
    await screen.findByText('2 leden gevonden');
    expect(screen.queryByRole('search')).toBeNull();
    const chip = screen.getByRole('button', { name: 'Zoekfilters wijzigen (Iedereen · 18–99 jaar)' });
    await act(async () => userEvent.click(chip));
    const sheet = screen.getByRole('dialog', { name: 'Zoekfilters' });
    await act(async () => {
      await userEvent.selectOptions(within(sheet).getByLabelText('Geslacht'), 'female');
      await userEvent.selectOptions(within(sheet).getByLabelText('Land'), 'NL');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Zoeken' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(lastSearch(filter)?.searchParams.get('gender')).toBe('female'));
    expect(lastSearch(filter)?.searchParams.get('country')).toBe('NL');
    const updated = screen.getByRole('button', { name: 'Zoekfilters wijzigen (Vrouwen · 18–99 jaar · Nederland)' });
    expect(updated).toHaveTextContent('Vrouwen · 18–99 jaar · Nederland');
    expect(updated).toHaveFocus();
  });

  it('translates the summary', async () => {
    stubViewportWidth(390);
    sessionStorage.setItem('search.filters', JSON.stringify({ gender: 'male', min_age: 25, max_age: 40 }));
    stubApi(() => found(2));
    await renderRoutes(routes, '/members', 'de');
    expect(await screen.findByRole('button', { name: /Männer · 25–40 Jahre/ })).toBeInTheDocument();
  });
});

describe('MembersPage "Show more"', () => {
  const many = (from: number, count: number) => Array.from({ length: count }, (_, index) => profile(from + index, `Lid${from + index}`));

  it('appends skeletons of the exact count of the next page, then its cards, and moves the focus to them when the button goes', async () => {
    let releasePage2: () => void = () => undefined;
    const page2 = new Promise<void>((resolve) => {
      releasePage2 = resolve;
    });
    mockApi({
      'GET settings.php': { body: settings },
      'GET members.php': async (call) => {
        const page = Number(call.url.searchParams.get('page'));
        if (page === 2) await page2;
        const profiles = page === 2 ? many(25, 6) : many(1, 24);
        return { body: { profiles, numResults: 30, page, per_page: 24, similar: { profiles: [], numResults: 0 } } };
      },
    });
    await renderRoutes(routes, '/members');
    await screen.findByText('30 leden gevonden');
    const list = screen.getByRole('list', { name: 'Leden zoeken' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    const more = screen.getByRole('button', { name: 'Meer tonen' });
    await act(async () => userEvent.click(more));
    expect(await within(list).findAllByTestId('member-card-skeleton')).toHaveLength(6);
    expect(more).toHaveAttribute('aria-busy', 'true');
    await act(async () => releasePage2());
    await waitFor(() => expect(within(list).queryAllByTestId('member-card-skeleton')).toHaveLength(0));
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(within(list).getByRole('link', { name: /^Lid30,/ })).toHaveAttribute('href', '/members/30');
    expect(screen.queryByRole('button', { name: 'Meer tonen' })).toBeNull();
    // The button is gone; the focus went to the first new card instead of <body>.
    expect(within(list).getByRole('link', { name: /^Lid25,/ })).toHaveFocus();
  });
});
