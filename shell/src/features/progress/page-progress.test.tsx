import { act, render, screen, waitFor } from '@testing-library/react';
import { coreApi, createAppStore, KitProviders, RouterProvider } from '@dating/shared-kit';
import { mockApi } from '@dating/shared-kit/test';
import { expectNoAxeViolations, createMemoryRouter } from '@dating/shared-kit/test-utils';
import { progressThrottleMs } from './progress-timing';
import { PageProgress } from './page-progress';

async function renderWithRouter(store = createAppStore()) {
  // Inside <main> as in the site layout: the bar must sit in a landmark (axe: region).
  const element = (
    <main>
      <PageProgress />
      <p>page</p>
    </main>
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  // The kit's catalogue loads through Suspense; the page is there once the act scope settles.
  await act(async () => {
    render(
      <KitProviders store={store}>
        <RouterProvider router={router} />
      </KitProviders>,
    );
  });
  expect(await screen.findByText('page')).toBeInTheDocument();
  return store;
}

// The throttle and fill are unit-tested with fake timers in use-progress.test.ts; this proves the wiring
// from the store's pending calls to an accessible bar, on real timers with awaited conditions.
describe('PageProgress', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a labelled progress bar while an API call takes long, and hides it when the call is done', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'GET interests.php': async () => {
        await held;
        return { body: { interests: [] } };
      },
    });
    const store = await renderWithRouter();
    const startedAt = Date.now();
    await act(async () => {
      void store.dispatch(coreApi.endpoints.getInterests.initiate());
    });
    const bar = await screen.findByRole('progressbar', { name: 'Pagina wordt geladen' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(progressThrottleMs - 10);
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expectNoAxeViolations(document.body);

    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('shows nothing when the page is idle', async () => {
    await renderWithRouter();
    // Faked once the page is up (its catalogues load through dynamic imports first).
    vi.useFakeTimers();
    await act(async () => vi.advanceTimersByTimeAsync(progressThrottleMs * 2));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
