import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUnreachable, createAppStore } from '@dating/shared-kit';
import { companyInfo, mockApi, siteSettings } from '@dating/shared-kit/test';
import type { ApiCall, ApiReply } from '@dating/shared-kit/test';
import { renderShell } from '../test/render-shell';
import { StaticPageRoute } from '../features/static-pages/static-page-route';
import { SiteStatusNotices } from './site-status-notices';
import { ApiUnavailableNotice } from './api-unavailable-notice';
import { loadBootSettings } from './boot-settings';
import { saveLastGoodSettings, readLastGoodSettings } from './last-good-settings';

const host = 'datingsite.test';
const settings = siteSettings({ name: 'Zonnige Dates' });
const upstreamDown: ApiReply = {
  status: 502,
  body: { error: 'upstream_unavailable', message: 'Er is een fout opgetreden, probeer het later opnieuw.' },
};

/** An API that can be switched off and on; while off every call answers like the gateway with the API stopped. */
function switchableApi() {
  const state = { down: true };
  const api = mockApi(
    { 'GET settings.php': { body: settings }, 'GET companyinfo.php': { body: companyInfo({ name: 'Zonnige Dates B.V.' }) } },
    { answer: (call: ApiCall) => (state.down ? upstreamDown : call.path === 'health' ? { body: { ok: true } } : undefined) },
  );
  return { state, api };
}

/** A page as the layout shows it: the status notices above a static page that needs no API to render. */
function TermsInLayout() {
  return (
    <>
      <SiteStatusNotices />
      <StaticPageRoute routeId="pages-terms" />
    </>
  );
}

beforeEach(() => localStorage.clear());

describe('the shell while it boots', () => {
  it('loading: no notice while the first answers are on their way', async () => {
    let answer: (reply: ApiReply<unknown>) => void = () => undefined;
    const held = new Promise<ApiReply<unknown>>((resolve) => {
      answer = resolve;
    });
    mockApi({ 'GET settings.php': () => held as Promise<ApiReply<typeof settings>>, 'GET companyinfo.php': { body: companyInfo() } });
    await renderShell(<TermsInLayout />);
    // The page's text waits for the settings it quotes; nothing says the site is down.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('terms-version')).not.toBeInTheDocument();
    answer({ body: settings });
    expect(await screen.findByTestId('terms-version')).toBeInTheDocument();
    expect(screen.getAllByText(/Zonnige Dates/).length).toBeGreaterThan(0);
    expect(screen.queryByText('De site is tijdelijk niet bereikbaar')).not.toBeInTheDocument();
  });

  it('API down: the static page still renders, with the translated message and a retry button above it', async () => {
    switchableApi();
    await renderShell(<TermsInLayout />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('De site is tijdelijk niet bereikbaar');
    expect(notice).toHaveTextContent('We blijven het proberen');
    expect(screen.getByRole('button', { name: 'Nu opnieuw proberen' })).toBeEnabled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeInTheDocument();
    expect(screen.getAllByText(/onbekend/).length).toBeGreaterThan(0);
  });

  it('API down in English: the message is translated', async () => {
    switchableApi();
    await renderShell(<TermsInLayout />, { locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The site is temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Try again now' })).toBeInTheDocument();
  });

  it('recovered: once the API is back the retry clears the message and the page fills in without a reload', async () => {
    const { state } = switchableApi();
    await renderShell(<TermsInLayout />);
    await screen.findByRole('alert');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Algemene voorwaarden' });
    state.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Nu opnieuw proberen' }));
    await waitFor(() => expect(screen.queryByText('De site is tijdelijk niet bereikbaar')).not.toBeInTheDocument());
    // The same page element, now with what only the API knows (the settings retry or the refetch brings it).
    expect(await screen.findAllByText(/Zonnige Dates B\.V\./, {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBe(heading);
  }, 20_000);

  it('keeps trying by itself with backoff (1 s, 2 s, 4 s, ...) and recovers when the API answers', async () => {
    const store = createAppStore();
    const answers = [false, false, true];
    const probe = vi.fn(async () => answers.shift() ?? true);
    mockApi({});
    await renderShell(<ApiUnavailableNotice probe={probe} />, { store });
    vi.useFakeTimers();
    try {
      act(() => {
        store.dispatch(apiUnreachable());
      });
      expect(screen.getByRole('alert')).toHaveTextContent('De site is tijdelijk niet bereikbaar');
      await act(async () => vi.advanceTimersByTimeAsync(999));
      expect(probe).toHaveBeenCalledTimes(0);
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(probe).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTimeAsync(1999));
      expect(probe).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(probe).toHaveBeenCalledTimes(2);
      await act(async () => vi.advanceTimersByTimeAsync(4000));
      expect(probe).toHaveBeenCalledTimes(3);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(store.getState().apiReachability.reachable).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('last good settings: used at once while the API is down, so the page shows the site as it was', async () => {
    saveLastGoodSettings(host, settings);
    switchableApi();
    const store = createAppStore();
    const started = Date.now();
    await expect(loadBootSettings(store, { host, waitMs: 5_000 })).resolves.toMatchObject({ name: 'Zonnige Dates' });
    // No waiting for the API: the stored copy is there at once.
    expect(Date.now() - started).toBeLessThan(1_000);
    await renderShell(<TermsInLayout />, { store });
    expect(await screen.findByRole('alert')).toHaveTextContent('De site is tijdelijk niet bereikbaar');
    expect(await screen.findAllByText(/Zonnige Dates/)).not.toHaveLength(0);
  });

  it('without last good settings and the API down, the first render waits at most the bounded time', async () => {
    switchableApi();
    const store = createAppStore();
    await expect(loadBootSettings(store, { host, waitMs: 50 })).resolves.toBeUndefined();
  });

  it('a fresh settings answer becomes the last good copy for the next start', async () => {
    mockApi({ 'GET settings.php': { body: settings } });
    const store = createAppStore();
    await expect(loadBootSettings(store, { host, waitMs: 5_000 })).resolves.toMatchObject({ name: 'Zonnige Dates' });
    // The store tells its subscribers after a batch of answers (RTK's auto-batching), not in the same tick.
    await waitFor(() => expect(readLastGoodSettings(host)?.name).toBe('Zonnige Dates'));
  });
});
