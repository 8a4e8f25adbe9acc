import { createAppStore } from '../store/create-app-store';
import { member, mockApi, ownProfile } from '../test';
import type { OwnProfile } from './contracts';
import { baseApi } from './base-api';
import { coreApi } from './core-api';
import { ownAccountApi } from './own-account-api';

const profile = (overrides: Partial<OwnProfile> = {}) => ownProfile({ region_id: 3, region: 'Utrecht', status: 'active', ...overrides });

/** The cached own profile; the store's type knows only the base tags, the subpath adds its own. */
const ownProfileIn = (store: ReturnType<typeof createAppStore>) =>
  ownAccountApi.endpoints.kitGetOwnProfile.select()(store.getState() as never).data?.profile;

describe('the own profile (profile.php), one endpoint for the shell and sign-up', () => {
  it('takes a saved profile from the answer, without asking profile.php again, and asks user.php again', async () => {
    const api = mockApi({
      'GET user.php': { body: { user: member() } },
      'GET profile.php': { body: { profile: profile() } },
      'PUT profile.php': (call) => ({ body: { profile: profile(call.body as Partial<OwnProfile>) } }),
    });
    const store = createAppStore();
    const session = store.dispatch(coreApi.endpoints.getCurrentUser.initiate());
    const own = store.dispatch(ownAccountApi.endpoints.kitGetOwnProfile.initiate());
    await Promise.all([session, own]);

    await store.dispatch(ownAccountApi.endpoints.kitUpdateOwnProfile.initiate({ about: 'Wandelen' })).unwrap();

    await vi.waitFor(() => {
      expect(ownProfileIn(store)?.about).toBe('Wandelen');
      expect(api.callsTo('GET', 'user.php')).toHaveLength(2);
    });
    expect(api.callsTo('GET', 'profile.php')).toHaveLength(1);
    session.unsubscribe();
    own.unsubscribe();
  });

  it('asks profile.php again after a login or logout (User), so a member never sees the previous member profile', async () => {
    let owner = 'Linda';
    const api = mockApi({ 'GET profile.php': () => ({ body: { profile: profile({ name: owner }) } }) });
    const store = createAppStore();
    const own = store.dispatch(ownAccountApi.endpoints.kitGetOwnProfile.initiate());
    await own;

    owner = 'Sanne';
    store.dispatch(baseApi.util.invalidateTags(['User']));

    await vi.waitFor(() => expect(ownProfileIn(store)?.name).toBe('Sanne'));
    expect(api.callsTo('GET', 'profile.php')).toHaveLength(2);
    own.unsubscribe();
  });

  it('keeps the profile as it was when the API refuses the save', async () => {
    mockApi({
      'GET user.php': { body: { user: member() } },
      'GET profile.php': { body: { profile: profile({ about: 'Fietsen' }) } },
      'PUT profile.php': { status: 422, body: { error: 'validation_failed', message: 'about' } },
    });
    const store = createAppStore();
    const own = store.dispatch(ownAccountApi.endpoints.kitGetOwnProfile.initiate());
    await own;

    const saved = await store.dispatch(ownAccountApi.endpoints.kitUpdateOwnProfile.initiate({ about: 'Wandelen' }));

    expect('error' in saved && saved.error).toMatchObject({ status: 422 });
    expect(ownProfileIn(store)?.about).toBe('Fietsen');
    own.unsubscribe();
  });
});
