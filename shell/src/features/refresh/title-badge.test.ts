import { applyAppBadge, keepTitleCount, titleWithCount } from './title-badge';

describe('titleWithCount', () => {
  it('prefixes "(N) " when N > 0', () => {
    expect(titleWithCount('Leden zoeken', 3)).toBe('(3) Leden zoeken');
  });

  it('replaces an older prefix instead of stacking', () => {
    expect(titleWithCount('(3) Leden zoeken', 5)).toBe('(5) Leden zoeken');
  });

  it('drops the prefix at 0', () => {
    expect(titleWithCount('(3) Leden zoeken', 0)).toBe('Leden zoeken');
  });
});

describe('applyAppBadge', () => {
  it('sets the app badge to N', () => {
    const nav = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
    applyAppBadge(4, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(4);
    expect(nav.clearAppBadge).not.toHaveBeenCalled();
  });

  it('clears the app badge at 0', () => {
    const nav = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
    applyAppBadge(0, nav);
    expect(nav.clearAppBadge).toHaveBeenCalled();
    expect(nav.setAppBadge).not.toHaveBeenCalled();
  });

  it('does nothing in browsers without the Badging API, and ignores a refusal', () => {
    expect(() => applyAppBadge(2, {})).not.toThrow();
    expect(() => applyAppBadge(2, { setAppBadge: () => Promise.reject(new Error('denied')) })).not.toThrow();
  });
});

/** Resolves when the document head (the <title>) next changes. */
function nextHeadMutation(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  });
}

describe('keepTitleCount', () => {
  it('re-applies the prefix when a page sets its own title', async () => {
    document.title = 'Start';
    const stop = keepTitleCount(2);
    expect(document.title).toBe('(2) Start');
    document.title = 'Likes';
    await vi.waitFor(() => expect(document.title).toBe('(2) Likes'));
    stop();
    const titleChanged = nextHeadMutation();
    document.title = 'Berichten';
    // Observers hear of a change in the order they were created: by the time this later one has, a
    // still-running keepTitleCount would have rewritten the title.
    await titleChanged;
    expect(document.title).toBe('Berichten');
  });
});
