import { pageBounceStorageKey, pageHiddenUrl, startPageBounceLogging } from './page-bounce-logging';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

/** A page whose visibility the test controls, with its own window and document event targets. */
function fakePage() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const sendBeacon = vi.fn((_url: string, _body: BodyInit) => true);
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { win, doc, sendBeacon, setVisibility, storage: memoryStorage() };
}

describe('page-bounce logging (query lb)', () => {
  it('sends one beacon with an empty JSON body each time the page becomes hidden', async () => {
    const page = fakePage();
    startPageBounceLogging('?lb=1', page);
    page.setVisibility('hidden');
    page.win.dispatchEvent(new Event('pagehide')); // the same hide: no second beacon
    expect(page.sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = page.sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(pageHiddenUrl);
    expect((body as Blob).type).toBe('application/json');
    expect(await (body as Blob).text()).toBe('{}');

    page.setVisibility('visible');
    page.setVisibility('hidden');
    expect(page.sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('falls back to pagehide when no visibility change came', () => {
    const page = fakePage();
    startPageBounceLogging('?lb', page);
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without lb', () => {
    const page = fakePage();
    startPageBounceLogging('?network=x', page);
    page.setVisibility('hidden');
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.sendBeacon).not.toHaveBeenCalled();
  });

  it('keeps logging for the rest of the tab once lb was seen, and stops when told', () => {
    const page = fakePage();
    startPageBounceLogging('?lb=1', page)();
    expect(page.storage.getItem(pageBounceStorageKey)).toBe('1');
    const later = fakePage();
    const stop = startPageBounceLogging('', { ...later, storage: page.storage });
    later.setVisibility('hidden');
    expect(later.sendBeacon).toHaveBeenCalledTimes(1);
    stop();
    later.setVisibility('visible');
    later.setVisibility('hidden');
    expect(later.sendBeacon).toHaveBeenCalledTimes(1);
  });
});
