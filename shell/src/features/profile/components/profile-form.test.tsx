import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import type { ProfileUpdate } from '@dating/shared-kit';
import { renderShell } from '../../../test/render-shell';
import { coreReplies, ownProfile } from '../test/profile-fixtures';
import { stubApi } from '../../../test/stub-api';
import type { Reply } from '../../../test/stub-api';
import { ProfilePage } from './profile-page';

vi.setConfig({ testTimeout: 20000 });

type Handler = Reply | ((request: Request, body: unknown) => Reply);

function stub(extra: Record<string, Handler> = {}) {
  let profile = ownProfile();
  return stubApi({
    ...coreReplies,
    'GET profile.php': () => ({ body: { profile } }),
    'PUT profile.php': (_request, body) => {
      profile = { ...profile, ...(body as ProfileUpdate) } as typeof profile;
      return { body: { profile } };
    },
    ...extra,
  });
}

async function renderProfile() {
  await renderShell(<ProfilePage routeId="profile" />, { path: '/profile' });
  return screen.findByRole('textbox', { name: 'Profielnaam' });
}

const save = () => act(async () => userEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
const puts = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.method === 'PUT' && call.url.pathname.endsWith('/profile.php'));

beforeEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('profile form', () => {
  it('shows the saved profile in labelled fields and is accessible', async () => {
    stub();
    expect(await renderProfile()).toHaveValue('Sanne');
    expect(screen.getByLabelText('Geboortedatum')).toHaveValue('1990-04-12');
    expect(screen.getByLabelText('Over mij')).toHaveValue('Ik hou van fietsen.');
    expect(screen.getByRole('combobox', { name: 'Haarkleur' })).toHaveValue('blond');
    expect(screen.getByRole('combobox', { name: 'Oogkleur' })).toHaveValue('');
    expect(await screen.findByRole('button', { name: 'Fietsen' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Regio' })).toHaveValue('3'));
    await expectNoAxeViolations(document.body);
  });

  it('refuses a name equal to the email address in the form, without calling the API', async () => {
    const calls = stub();
    const name = await renderProfile();
    await act(async () => {
      await userEvent.clear(name);
      await userEvent.type(name, 'Sanne@example.com');
    });
    await save();
    expect(name).toHaveAccessibleDescription('Je profielnaam moet anders zijn dan je e-mailadres');
    expect(puts(calls)).toHaveLength(0);
  });

  it('refuses a name starting with @ in the form', async () => {
    const calls = stub();
    const name = await renderProfile();
    await act(async () => {
      await userEvent.clear(name);
      await userEvent.type(name, '@sanne');
      await userEvent.tab();
    });
    expect(name).toHaveAccessibleDescription('Je profielnaam mag niet beginnen met een @');
    await save();
    expect(puts(calls)).toHaveLength(0);
  });

  it('saves the edited fields and interests with PUT profile.php', async () => {
    const calls = stub();
    await renderProfile();
    await act(async () => {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Oogkleur' }), 'green');
      await userEvent.click(await screen.findByRole('button', { name: 'Wijn' }));
      await userEvent.click(screen.getByRole('button', { name: 'Fietsen' }));
    });
    await save();
    expect(await screen.findByText('Je profiel is opgeslagen.')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toMatchObject({ name: 'Sanne', eye_colour: 'green', interests: ['wine'], country: 'NL', region_id: 3 });
  });

  it('shows the API validation texts at their fields, translated by code', async () => {
    stub({
      'PUT profile.php': {
        status: 422,
        body: {
          error: 'too_young',
          message: 'Je moet minimaal 18 jaar oud zijn.',
          params: { min_age: 18 },
          details: [{ path: 'body/date_of_birth', code: 'too_young', message: 'Je moet minimaal 18 jaar oud zijn.' }],
        },
      },
    });
    await renderProfile();
    await save();
    expect(await screen.findByText('Controleer de gemarkeerde velden.')).toBeInTheDocument();
    expect(screen.getByLabelText('Geboortedatum')).toHaveAccessibleDescription('Je moet minimaal 18+ zijn.');
    // The rejected field gets focus, so a keyboard or screen-reader user lands on what to fix.
    expect(screen.getByLabelText('Geboortedatum')).toHaveFocus();
  });

  it('shows the same validation in English for an English member', async () => {
    stub({
      'PUT profile.php': {
        status: 422,
        body: {
          error: 'invalid_birthdate',
          message: 'Ongeldige geboortedatum.',
          details: [{ path: 'body/date_of_birth', code: 'invalid_birthdate', message: 'Ongeldige geboortedatum.' }],
        },
      },
    });
    await renderShell(<ProfilePage routeId="profile" />, { path: '/profile', locale: 'en' });
    await screen.findByRole('textbox', { name: 'Profile name' });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Invalid date of birth.'));
  });

  it('asks a visitor to log in', async () => {
    stubApi({ 'GET profile.php': { status: 403, body: { error: 'authentication_required', message: 'Log in om verder te gaan.' } } });
    await renderShell(<ProfilePage routeId="profile" />, { path: '/profile' });
    expect(await screen.findByText('Log in om je profiel te bewerken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=%2Fprofile');
  });
});

describe('living area', () => {
  function stubGeolocation(outcome: { lat: number; lon: number } | { code: number }) {
    const getCurrentPosition = vi.fn((success: PositionCallback, failure: PositionErrorCallback) => {
      if ('code' in outcome) failure({ code: outcome.code, message: 'no' } as GeolocationPositionError);
      else success({ coords: { latitude: outcome.lat, longitude: outcome.lon } } as GeolocationPosition);
    });
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    return getCurrentPosition;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('clears the region when the country changes', async () => {
    stub();
    await renderProfile();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Regio' })).toHaveValue('3'));
    await act(async () => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'BE'));
    expect(screen.getByRole('combobox', { name: 'Regio' })).toHaveValue('');
    expect(await within(screen.getByRole('combobox', { name: 'Regio' })).findByRole('option', { name: 'Antwerpen' })).toBeInTheDocument();
  });

  it('fills country and region from the browser location via geocode.php and caches it for an hour', async () => {
    const locate = stubGeolocation({ lat: 51.21987, lon: 4.40258 });
    const calls = stub({ 'GET geocode.php': { body: { country: 'BE', region: { id: 20, name: 'Antwerpen' }, distance_km: 2 } } });
    await renderProfile();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' })));
    expect(await screen.findByText('Je regio is ingevuld: Antwerpen. Vergeet niet op te slaan.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveValue('BE');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Regio' })).toHaveValue('20'));
    const geocode = calls.filter((call) => call.url.pathname.endsWith('/geocode.php'));
    expect(geocode[0]?.url.searchParams.get('lat')).toBe('51.22');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' })));
    expect(locate).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.url.pathname.endsWith('/geocode.php'))).toHaveLength(1);
  });

  it('says so when geocode.php answers false (no region near)', async () => {
    stubGeolocation({ lat: 10, lon: 10 });
    stub({ 'GET geocode.php': { body: false } });
    await renderProfile();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' })));
    expect(await screen.findByText('We hebben geen regio bij jouw locatie gevonden. Kies je regio zelf.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveValue('NL');
  });

  it('explains a denied location permission', async () => {
    stubGeolocation({ code: 1 });
    stub();
    await renderProfile();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' })));
    expect(await screen.findByText(/Je hebt geen toegang tot je locatie gegeven/)).toBeInTheDocument();
  });

  it('tells a browser without geolocation to choose the region itself', async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'geolocation');
    if (original) Reflect.deleteProperty(Object.getPrototypeOf(navigator), 'geolocation');
    stub();
    await renderProfile();
    expect(screen.getByText('Je browser kan je locatie niet bepalen; kies je regio zelf.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gebruik mijn locatie' })).not.toBeInTheDocument();
    if (original) Object.defineProperty(Object.getPrototypeOf(navigator), 'geolocation', original);
  });
});
