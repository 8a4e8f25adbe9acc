import { hasTrafficSource, trackingFromSearch, trackingMaxAgeMs, trackingStorage, trackingStorageKey } from './tracking-storage';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const t0 = Date.UTC(2024, 0, 1);

describe('trackingFromSearch', () => {
  it('keeps only the tracking keys, trimmed, without empty values', () => {
    expect(
      trackingFromSearch('?network=tradedoubler&ref=42&sub1=a&sub2=&sub3=%20c%20&utm_source=mail&gclid=G1&clickid=X&t=5&lb=1'),
    ).toEqual({
      network: 'tradedoubler',
      ref: '42',
      sub1: 'a',
      sub3: 'c',
      utm_source: 'mail',
      gclid: 'G1',
      clickid: 'X',
    });
  });

  it('cuts absurdly long values', () => {
    expect(trackingFromSearch(`?sub1=${'x'.repeat(1000)}`).sub1).toHaveLength(200);
  });
});

describe('trackingStorage', () => {
  it('stores the parameters with a timestamp and reads them back', () => {
    const storage = memoryStorage();
    expect(trackingStorage.capture('?network=nw&sub2=b', { storage, now: () => t0 })).toEqual({ network: 'nw', sub2: 'b' });
    expect(JSON.parse(storage.getItem(trackingStorageKey) ?? '')).toEqual({
      params: { network: 'nw', sub2: 'b' },
      storedAt: '2024-01-01T00:00:00.000Z',
    });
    expect(trackingStorage.read({ storage, now: () => t0 + 1000 })).toEqual({ network: 'nw', sub2: 'b' });
  });

  it('keeps the earlier source when a page has no tracking parameters', () => {
    const storage = memoryStorage();
    trackingStorage.capture('?ref=7', { storage, now: () => t0 });
    expect(trackingStorage.capture('?page=2', { storage, now: () => t0 + 5 })).toBeUndefined();
    expect(trackingStorage.read({ storage, now: () => t0 + 10 })).toEqual({ ref: '7' });
  });

  it('lets the last visit with tracking parameters win', () => {
    const storage = memoryStorage();
    trackingStorage.capture('?ref=7&sub1=old', { storage, now: () => t0 });
    trackingStorage.capture('?network=new', { storage, now: () => t0 + 5 });
    expect(trackingStorage.read({ storage, now: () => t0 + 10 })).toEqual({ network: 'new' });
  });

  it('forgets a source older than 30 days', () => {
    const storage = memoryStorage();
    trackingStorage.capture('?ref=7', { storage, now: () => t0 });
    expect(trackingStorage.read({ storage, now: () => t0 + trackingMaxAgeMs })).toEqual({ ref: '7' });
    expect(trackingStorage.read({ storage, now: () => t0 + trackingMaxAgeMs + 1 })).toEqual({});
  });

  it('ignores unreadable or foreign stored values', () => {
    const storage = memoryStorage();
    storage.setItem(trackingStorageKey, '{not json');
    expect(trackingStorage.read({ storage, now: () => t0 })).toEqual({});
    storage.setItem(trackingStorageKey, JSON.stringify({ params: { evil: 'x', ref: '1' }, storedAt: new Date(t0).toISOString() }));
    expect(trackingStorage.read({ storage, now: () => t0 })).toEqual({ ref: '1' });
  });

  it('clears the stored source', () => {
    const storage = memoryStorage();
    trackingStorage.capture('?ref=7', { storage, now: () => t0 });
    trackingStorage.clear({ storage });
    expect(trackingStorage.read({ storage, now: () => t0 })).toEqual({});
  });

  it('uses localStorage by default', () => {
    trackingStorage.capture('?network=default');
    expect(trackingStorage.read()).toEqual({ network: 'default' });
    trackingStorage.clear();
    expect(localStorage.getItem(trackingStorageKey)).toBeNull();
  });
});

describe('hasTrafficSource', () => {
  it('is true with a network or a ref only', () => {
    expect(hasTrafficSource({ network: 'x' })).toBe(true);
    expect(hasTrafficSource({ ref: '1' })).toBe(true);
    expect(hasTrafficSource({ sub1: 'a', utm_source: 'b' })).toBe(false);
  });
});
