import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@dating/shared-kit/test-utils';
import { member, mockApi, ownProfile, siteSettings } from '@dating/shared-kit/test';
import type { ApiHandlers } from '@dating/shared-kit/test';
import { routes } from '../../../exposes/routes';

const photo = { id: 1, url: '/m/1.jpg', thumb: '/m/1t.jpg', status: 'inspection' as const, is_main: true };
const regions = { regions: [{ id: 3, country: 'NL' as const, name: 'Utrecht', slug: 'utrecht', lat: 52.09, lon: 5.12 }] };

function memberApi(profile = ownProfile(), extra: ApiHandlers = {}) {
  return mockApi({
    'GET user.php': { body: { user: member({ status: 'not_confirmed' }) } },
    'GET settings.php': { body: siteSettings() },
    'GET profile.php': { body: { profile } },
    'GET regions.php': { body: regions },
    'GET interests.php': {
      body: {
        interests: [
          { id: 1, slug: 'hiking' },
          { id: 2, slug: 'wine' },
        ],
      },
    },
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

  it('sends a member who finished every step on to the members', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    memberApi(ownProfile({ region_id: 3, photos: [photo], about: 'Hoi' }));
    const { router } = await renderRoutes([...routes, { path: '/members', Component: () => <p>leden</p> }], '/complete-signup');
    expect(await screen.findByText('leden')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
    vi.unstubAllGlobals();
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
    const next = await screen.findByRole('button', { name: 'Volgende' });
    await act(async () => user.click(next));
    expect(screen.getByText('Kies je regio of gebruik je locatie.')).toBeInTheDocument();
    expect(api.callsTo('PUT', 'profile.php')).toHaveLength(0);
    await user.selectOptions(await screen.findByLabelText('Regio'), 'Utrecht');
    await user.click(await screen.findByRole('button', { name: 'Wandelen' }));
    // The attribute chips arrive in their own chunk, with the kit's labels.
    await user.click(await screen.findByRole('button', { name: 'Slank' }));
    await act(async () => user.click(screen.getByRole('button', { name: 'Volgende' })));
    await waitFor(() =>
      expect(api.callsTo('PUT', 'profile.php')[0]?.body).toEqual({ region_id: 3, body_type: 'slim', interests: ['hiking'] }),
    );
    expect(await screen.findByText('Stap 3 van 5')).toBeInTheDocument();
  });

  it('finds the region through the location button (geocode.php)', async () => {
    const api = memberApi(ownProfile(), {
      'GET geocode.php': { body: { country: 'NL', region: { id: 3, name: 'Utrecht' }, distance_km: 4 } },
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 52.1, longitude: 5.1 } } as GeolocationPosition),
      },
    });
    await renderRoutes(routes, '/complete-signup');
    const locate = await screen.findByRole('button', { name: 'Gebruik mijn locatie' });
    await act(async () => userEvent.click(locate));
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
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

  it('uploads the chosen photo, then shows it as being checked and offers Next', async () => {
    const api = memberApi(ownProfile({ region_id: 3 }), { 'POST photos.php': { status: 201, body: { photo } } });
    await renderRoutes(routes, '/complete-signup');
    const photoInput = await screen.findByLabelText('Foto kiezen');
    await act(async () => userEvent.upload(photoInput, png()));
    expect(await screen.findByText('Wordt gecontroleerd')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Je nieuwe foto' })).toHaveAttribute('src', '/m/1t.jpg');
    expect(api.callsTo('POST', 'photos.php')).toHaveLength(1);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Volgende' })));
    expect(await screen.findByText('Stap 4 van 5')).toBeInTheDocument();
  });

  it("uses the kit's picker: a labelled file input, the front camera offered, the photo and its progress while it uploads", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => undefined }));
    let answer: () => void = () => undefined;
    memberApi(ownProfile({ region_id: 3 }), {
      'POST photos.php': () => new Promise((resolve) => (answer = () => resolve({ status: 201, body: { photo } }))),
    });
    await renderRoutes(routes, '/complete-signup');
    const input = await screen.findByLabelText('Foto kiezen');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Foto maken')).toHaveAttribute('capture', 'user');
    await act(async () => userEvent.upload(input, png()));
    expect(await screen.findByRole('progressbar', { name: /^Foto wordt geüpload/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Voorbeeld van je foto' })).toHaveAttribute('src', 'blob:picked');
    // No second photo and no skipping while one uploads.
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Overslaan' })).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByText('Wordt gecontroleerd')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('refuses another file type or a file over 10 MB before uploading, with what it takes', async () => {
    const api = memberApi(ownProfile({ region_id: 3 }));
    await renderRoutes(routes, '/complete-signup');
    const user = userEvent.setup({ applyAccept: false });
    const photoInput = await screen.findByLabelText('Foto kiezen');
    await act(async () => user.upload(photoInput, new File(['x'], 'cv.pdf', { type: 'application/pdf' })));
    const requirements = 'Deze foto kon niet worden geüpload. Kies een JPG, PNG of WebP van maximaal 10 MB.';
    expect(await screen.findByText(requirements)).toBeInTheDocument();
    const huge = png();
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await act(async () => user.upload(screen.getByLabelText('Foto kiezen'), huge));
    expect(screen.getByText(requirements)).toBeInTheDocument();
    expect(api.callsTo('POST', 'photos.php')).toHaveLength(0);
    // Still skippable after a refusal.
    expect(screen.getByRole('button', { name: 'Overslaan' })).toBeEnabled();
  });

  it("shows the API's refusal in its own words (photo too large, not an image)", async () => {
    let answer = { status: 413, body: { error: 'photo_too_large', message: 'x', params: { max_mb: 10 } } };
    memberApi(ownProfile({ region_id: 3 }), { 'POST photos.php': () => answer });
    await renderRoutes(routes, '/complete-signup');
    const photoInput = await screen.findByLabelText('Foto kiezen');
    await act(async () => userEvent.upload(photoInput, png()));
    expect(await screen.findByText('Deze foto is te groot.')).toBeInTheDocument();
    answer = { status: 422, body: { error: 'invalid_image', message: 'x', params: { max_mb: 10 } } };
    await act(async () => userEvent.upload(screen.getByLabelText('Foto kiezen'), png()));
    expect(await screen.findByText('Dit bestand is geen bruikbare foto.')).toBeInTheDocument();
  });

  it('can be skipped', async () => {
    memberApi(ownProfile({ region_id: 3 }));
    await renderRoutes(routes, '/complete-signup');
    const skip = await screen.findByRole('button', { name: 'Overslaan' });
    await act(async () => userEvent.click(skip));
    expect(await screen.findByText('Stap 4 van 5')).toBeInTheDocument();
  });
});

describe('step 4: push notifications', () => {
  const atPushStep = ownProfile({ region_id: 3, photos: [photo], about: 'Hoi' });
  const withKey = {
    'GET settings.php': {
      body: {
        ...siteSettings(),
        push_public_key: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      },
    },
  };

  function browserWithPush(permission: NotificationPermission, subscribe = vi.fn()) {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => permission });
    vi.stubGlobal('PushManager', class {});
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => registration } });
    return subscribe;
  }
  afterEach(() => vi.unstubAllGlobals());

  it('in a browser without push: says so, and Skip finishes the steps on the matches', async () => {
    memberApi(ownProfile({ region_id: 3, photos: [photo] }));
    const { router } = await renderRoutes(routes, '/complete-signup');
    expect(await screen.findByText('Stap 4 van 5')).toBeInTheDocument();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Overslaan' })));
    expect(await screen.findByText('Stap 5 van 5')).toBeInTheDocument();
    expect(
      screen.getByText('Deze browser ondersteunt geen meldingen. Je kunt dit later in je instellingen aanzetten.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meldingen aanzetten' })).toBeNull();
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Overslaan' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup-matches'));
  });

  it('a refused permission is explained and the step can still be skipped', async () => {
    const subscribe = browserWithPush('denied');
    const api = memberApi(atPushStep, withKey);
    await renderRoutes(routes, '/complete-signup');
    const enable = await screen.findByRole('button', { name: 'Meldingen aanzetten' });
    await act(async () => userEvent.click(enable));
    expect(await screen.findByText('Meldingen zijn geblokkeerd in je browser.')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('POST', 'user.php')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Overslaan' })).toBeEnabled();
  });

  it('an allowed permission subscribes, attaches the subscription to the account and offers Finish', async () => {
    const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };
    const subscribe = browserWithPush(
      'granted',
      vi.fn(async () => ({ toJSON: () => subscription })),
    );
    const api = memberApi(atPushStep, { ...withKey, 'POST user.php': { body: { subscribed: true } } });
    const { router } = await renderRoutes(routes, '/complete-signup');
    const enable = await screen.findByRole('button', { name: 'Meldingen aanzetten' });
    await act(async () => userEvent.click(enable));
    expect(await screen.findByText('Meldingen staan aan.')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const attach = api.callsTo('POST', 'user.php')[0];
    expect(attach?.url.searchParams.get('push')).toBe('1');
    expect(attach?.body).toEqual({ subscription });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Afronden' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup-matches'));
  });
});
