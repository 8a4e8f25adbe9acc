import { screen, waitFor } from '@testing-library/react';
import { createAppStore } from '@dating/shared-kit';
import { mockApi, siteSettings } from '@dating/shared-kit/test';
import { renderShell } from '../test/render-shell';
import { StaticPageRoute } from '../features/static-pages/static-page-route';
import { SiteStatusNotices } from './site-status-notices';
import { loadBootSettings } from './boot-settings';
import { readLastGoodSettings } from './last-good-settings';

// In a file of its own: it counts settings.php requests, and the API-down tests of boot-states.test.tsx leave
// their stores retrying settings.php with backoff for seconds, which a slow run would count here.
const host = 'datingsite.test';
const settings = siteSettings({ name: 'Zonnige Dates' });

beforeEach(() => localStorage.clear());

it('settings written into the page are used at once, without asking settings.php, and kept as the last good copy', async () => {
  const api = mockApi({ 'GET settings.php': { body: siteSettings({ name: 'Niet gevraagd' }) } });
  const store = createAppStore();
  await expect(loadBootSettings(store, { host, inline: settings })).resolves.toMatchObject({ name: 'Zonnige Dates' });
  await renderShell(
    <>
      <SiteStatusNotices />
      <StaticPageRoute routeId="pages-terms" />
    </>,
    { store },
  );
  // Generous waits: the page's lazy catalogue may be slow on a busy machine; what counts is what it shows.
  expect(await screen.findByTestId('terms-version', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.getAllByText(/Zonnige Dates/).length).toBeGreaterThan(0);
  await waitFor(() => expect(readLastGoodSettings(host)?.name).toBe('Zonnige Dates'), { timeout: 5_000 });
  expect(api.callsTo('GET', 'settings.php')).toHaveLength(0);
});
