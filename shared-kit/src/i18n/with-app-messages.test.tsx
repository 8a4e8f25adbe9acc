import type { MessagesLoader } from './locales';

// The first locale is the kit's module state, set once per page: each test gets fresh modules.
beforeEach(() => {
  vi.resetModules();
});

const Page = () => null;

describe('withAppMessages', () => {
  it("starts the app's catalogue for the page's first locale when the route code is evaluated, before any render", async () => {
    const { preloadKitMessages } = await import('./kit-messages');
    const { withAppMessages } = await import('./with-app-messages');
    preloadKitMessages('en');
    const load = vi.fn<MessagesLoader>(async () => ({ 'search.title': 'Members' }));
    withAppMessages('search', load, Page);
    expect(load).toHaveBeenCalledWith('en');
    // The same catalogue is not asked twice by the other routes of the remote.
    withAppMessages('search', load, Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing before the shell has started a page (tests, a server render)', async () => {
    const { withAppMessages } = await import('./with-app-messages');
    const load = vi.fn<MessagesLoader>(async () => ({}));
    withAppMessages('search', load, Page);
    expect(load).not.toHaveBeenCalled();
  });
});
