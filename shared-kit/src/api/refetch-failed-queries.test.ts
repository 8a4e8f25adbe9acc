import { coreApi } from './core-api';
import { createAppStore } from '../store/create-app-store';
import { refetchFailedQueries } from './refetch-failed-queries';
import { mockApi, siteSettings } from '../test';

describe('refetchFailedQueries', () => {
  it('asks again for the queries that failed, so their data arrives without a reload', async () => {
    const store = createAppStore();
    // A 4xx is not retried by the base query, so the entry fails at once (a 502 would wait through its retries).
    mockApi({ 'GET settings.php': { status: 404, body: { error: 'site_not_found', message: 'x' } } });
    const failed = store.dispatch(coreApi.endpoints.getSettings.initiate());
    await failed;
    expect(coreApi.endpoints.getSettings.select()(store.getState()).status).toBe('rejected');

    mockApi({ 'GET settings.php': { body: siteSettings() } });
    refetchFailedQueries(store.dispatch, store.getState);
    await vi.waitFor(() => expect(coreApi.endpoints.getSettings.select()(store.getState()).data?.name).toBe(siteSettings().name));
    failed.unsubscribe();
  });
});
