import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { coreApi, createAppStore, KitProviders } from '@dating/shared-kit';
import { expectNoAxeViolations } from '@dating/shared-kit/test-utils';
import { PageProgress } from './page-progress';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWithRouter(store = createAppStore()) {
  const router = createMemoryRouter([{ path: '*', element: <PageProgress /> }]);
  render(
    <KitProviders store={store}>
      <RouterProvider router={router} />
    </KitProviders>,
  );
  return store;
}

describe('PageProgress', () => {
  it('shows a labelled progress bar while an API call takes longer than 200 ms, and hides it after', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const store = renderWithRouter();
    await act(async () => {
      void store.dispatch(coreApi.endpoints.getInterests.initiate());
    });
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    const bar = screen.getByRole('progressbar', { name: 'Pagina wordt geladen' });
    act(() => vi.advanceTimersByTime(2000));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(40);
    await expectNoAxeViolations(document.body);

    await act(async () => answer(new Response(JSON.stringify({ interests: [] }), { headers: { 'content-type': 'application/json' } })));
    await act(async () => vi.advanceTimersByTime(250));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows nothing when the page is idle', () => {
    renderWithRouter();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
