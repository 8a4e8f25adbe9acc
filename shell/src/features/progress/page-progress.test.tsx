import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { coreApi, createAppStore, KitProviders } from '@dating/shared-kit';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { PageProgress } from './page-progress';

afterEach(() => vi.unstubAllGlobals());

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
  expect(screen.getByText('page')).toBeInTheDocument();
  return store;
}

// Real timers: the throttle and fill are unit-tested with fake timers in use-progress.test.ts; this
// proves the wiring from the store's pending calls to an accessible bar.
describe('PageProgress', () => {
  it('shows a labelled progress bar while an API call takes long, and hides it when the call is done', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const store = await renderWithRouter();
    const startedAt = Date.now();
    await act(async () => {
      void store.dispatch(coreApi.endpoints.getInterests.initiate());
    });
    const bar = await screen.findByRole('progressbar', { name: 'Pagina wordt geladen' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(190);
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expectNoAxeViolations(document.body);

    await act(async () => answer(new Response(JSON.stringify({ interests: [] }), { headers: { 'content-type': 'application/json' } })));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('shows nothing when the page is idle', async () => {
    await renderWithRouter();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
