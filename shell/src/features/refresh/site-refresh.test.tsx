import { act, render } from '@testing-library/react';
import { createMemoryRouter } from '@dating/shared-kit/test-utils';
import { createAppStore, KitProviders, RouterProvider } from '@dating/shared-kit';
import { member, stubApi, type StubRoutes } from '../../test/visitor-stub-api';
import { chatEntry, chatsSummary, profileSummary } from '@dating/shared-kit/test';
import { SiteRefresh } from './site-refresh';

async function renderRefresh(push = false) {
  const store = createAppStore();
  const router = createMemoryRouter([{ path: '*', element: <SiteRefresh isPushSubscribed={async () => push} /> }]);
  await act(async () => {
    render(
      <KitProviders store={store}>
        <RouterProvider router={router} />
      </KitProviders>,
    );
  });
  return store;
}

const memberWithNews: StubRoutes = {
  'GET user.php': { body: { user: member() } },
  'GET likes.php': { body: { profiles: [], liked_by: [], new_likes: 2 } },
  'GET chats.php': { body: chatsSummary([chatEntry(1, profileSummary(2, 'Bo'), { num_unread_messages: 3 })]) },
};

let badge: { setAppBadge: ReturnType<typeof vi.fn>; clearAppBadge: ReturnType<typeof vi.fn> };

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  document.title = 'Leden zoeken';
  badge = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
  Object.assign(navigator, badge);
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

describe('SiteRefresh', () => {
  it('prefixes the page title with unread messages + new likes and sets the app badge to the same sum', async () => {
    stubApi(memberWithNews);
    await renderRefresh();
    await vi.waitFor(() => expect(document.title).toBe('(5) Leden zoeken'));
    expect(badge.setAppBadge).toHaveBeenLastCalledWith(5);
  });

  it('shows no prefix and clears the app badge at 0 (visitors)', async () => {
    stubApi();
    await renderRefresh();
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(document.title).toBe('Leden zoeken');
    expect(badge.clearAppBadge).toHaveBeenCalled();
    expect(badge.setAppBadge).not.toHaveBeenCalled();
  });

  it('refetches user, likes and chats 5 s after load and every 60 s after', async () => {
    const api = stubApi(memberWithNews);
    await renderRefresh();
    await vi.waitFor(() => expect(api.callsTo('GET', 'likes.php')).toHaveLength(1));
    const count = () => [
      api.callsTo('GET', 'user.php').length,
      api.callsTo('GET', 'likes.php').length,
      api.callsTo('GET', 'chats.php').length,
    ];
    expect(count()).toEqual([1, 1, 1]);
    await act(async () => vi.advanceTimersByTimeAsync(4_000));
    expect(count()).toEqual([1, 1, 1]);
    await act(async () => vi.advanceTimersByTimeAsync(1_100));
    await vi.waitFor(() => expect(count()).toEqual([2, 2, 2]));
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    await vi.waitFor(() => expect(count()).toEqual([3, 3, 3]));
  });

  it('refetches only every 300 s when push is subscribed', async () => {
    const api = stubApi(memberWithNews);
    await renderRefresh(true);
    await act(async () => vi.advanceTimersByTimeAsync(5_100));
    await vi.waitFor(() => expect(api.callsTo('GET', 'user.php')).toHaveLength(2));
    await act(async () => vi.advanceTimersByTimeAsync(240_000));
    expect(api.callsTo('GET', 'user.php')).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    await vi.waitFor(() => expect(api.callsTo('GET', 'user.php')).toHaveLength(3));
  });
});
