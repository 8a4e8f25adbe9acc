import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, siteSettings } from '@dating/shared-kit/test';
import type { ApiHandlers } from '@dating/shared-kit/test';
import { routes } from '../../../exposes/routes';
import { ownProfile } from '../../../test/own-profile';

const photo = { id: 1, url: '/m/1.jpg', thumb: '/m/1t.jpg', status: 'inspection' as const, is_main: true };
const regions = { regions: [{ id: 3, country: 'NL' as const, name: 'Utrecht', slug: 'utrecht', lat: 52.09, lon: 5.12 }] };

function memberApi(profile = ownProfile(), extra: ApiHandlers = {}) {
  return mockApi({
    'GET user.php': { body: { user: member({ status: 'not_confirmed' }) } },
    'GET settings.php': { body: siteSettings() },
    'GET profile.php': { body: { profile } },
    'GET regions.php': { body: regions },
    'GET interests.php': { body: { interests: [{ id: 1, slug: 'hiking' }, { id: 2, slug: 'wine' }] } },
    'PUT profile.php': (call) => ({ body: { profile: { ...profile, ...(call.body as object) } } }),
    ...extra,
  });
}

describe('/complete-signup', () => {
  it('resumes a member with a region but no photo at the photo step (step 3 of 5)', async () => {
    memberApi(ownProfile({ region_id: 3 }));
    await renderRoutes(routes, '/complete-signup');
    expect(await screen.findByText('Stap 3 van 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Voeg een foto toe' })).toBeInTheDocument();
  });

  it('resumes at about me when region and photo are there', async () => {
    memberApi(ownProfile({ region_id: 3, photos: [photo] }));
    await renderRoutes(routes, '/complete-signup');
    expect(await screen.findByText('Stap 4 van 5')).toBeInTheDocument();
  });

  it('sends a visitor to /signup', async () => {
    mockApi({ 'GET user.php': { body: { user: null } }, 'GET settings.php': { body: siteSettings() } });
    const { router } = await renderRoutes(routes, '/complete-signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});

describe('step 1: where you live and interests', () => {
  it('asks for a region before going on, then saves region and picked interests', async () => {
    const api = memberApi();
    await renderRoutes(routes, '/complete-signup');
    expect(await screen.findByText('Stap 2 van 5')).toBeInTheDocument();
    const user = userEvent.setup();
    await act(async () => user.click(screen.getByRole('button', { name: 'Volgende' })));
    expect(screen.getByText('Kies je regio of gebruik je locatie.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'profile.php')).toHaveLength(0);
    await user.selectOptions(await screen.findByLabelText('Regio'), 'Utrecht');
    await user.click(await screen.findByRole('button', { name: 'Wandelen' }));
    await user.click(screen.getByRole('button', { name: 'Slank' }));
    await act(async () => user.click(screen.getByRole('button', { name: 'Volgende' })));
    await waitFor(() => expect(api.callsTo('PUT', 'profile.php')[0]?.body).toEqual({ region_id: 3, body_type: 'slim', interests: ['hiking'] }));
    expect(await screen.findByText('Stap 3 van 5')).toBeInTheDocument();
  });

  it('finds the region through the location button (geocode.php)', async () => {
    const api = memberApi(ownProfile(), { 'GET geocode.php': { body: { country: 'NL', region: { id: 3, name: 'Utrecht' }, distance_km: 4 } } });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 52.1, longitude: 5.1 } } as GeolocationPosition) },
    });
    await renderRoutes(routes, '/complete-signup');
    await act(async () => userEvent.click(await screen.findByRole('button', { name: 'Gebruik mijn locatie' })));
    expect(await screen.findByText('Gevonden: Utrecht')).toBeInTheDocument();
    expect(api.callsTo('GET', 'geocode.php')[0]?.url.searchParams.get('lat')).toBe('52.1');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Volgende' })));
    await waitFor(() => expect(api.callsTo('PUT', 'profile.php')[0]?.body).toEqual({ country: 'NL', region_id: 3, interests: [] }));
    vi.unstubAllGlobals();
  });
});

describe('step 3: about me', () => {
  it('a prompt chip starts the text; Next saves it', async () => {
    const api = memberApi(ownProfile({ region_id: 3, photos: [photo] }));
    await renderRoutes(routes, '/complete-signup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mijn perfecte weekend is…' }));
    await user.type(screen.getByLabelText('Over mij'), 'wandelen');
    await act(async () => user.click(screen.getByRole('button', { name: 'Volgende' })));
    await waitFor(() => expect(api.callsTo('PUT', 'profile.php')[0]?.body).toEqual({ about: 'Mijn perfecte weekend is… wandelen' }));
    expect(await screen.findByText('Stap 5 van 5')).toBeInTheDocument();
  });
});

describe('step 2: photo', () => {
  it('can be skipped', async () => {
    memberApi(ownProfile({ region_id: 3 }));
    await renderRoutes(routes, '/complete-signup');
    await act(async () => userEvent.click(await screen.findByRole('button', { name: 'Overslaan' })));
    expect(await screen.findByText('Stap 4 van 5')).toBeInTheDocument();
  });
});
