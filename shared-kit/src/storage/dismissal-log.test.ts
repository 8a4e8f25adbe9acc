import { dismissalLog } from './dismissal-log';

const log = dismissalLog('test.dismissed');

afterEach(() => localStorage.clear());

describe('dismissalLog', () => {
  it('stores each dismissal with its timestamp, beside the earlier ones', () => {
    log.store('a', new Date('2026-11-23T10:00:00Z'));
    log.store('b', new Date('2026-11-24T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem('test.dismissed') ?? '{}')).toEqual({
      a: '2026-11-23T10:00:00.000Z',
      b: '2026-11-24T10:00:00.000Z',
    });
    expect(log.ids()).toEqual(['a', 'b']);
    expect(log.has('a')).toBe(true);
    expect(log.has('c')).toBe(false);
  });

  it('starts over from a corrupt or non-object value', () => {
    localStorage.setItem('test.dismissed', '{not json');
    expect(log.ids()).toEqual([]);
    localStorage.setItem('test.dismissed', 'null');
    expect(log.has('a')).toBe(false);
    log.store('a', new Date('2026-11-23T10:00:00Z'));
    expect(log.ids()).toEqual(['a']);
  });

  it('does not throw when the storage refuses the write (private mode, full quota)', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => log.store('a', new Date(), full)).not.toThrow();
    expect(log.ids(full)).toEqual([]);
  });

  it('keeps each key to itself', () => {
    dismissalLog('other.dismissed').store('a');
    expect(log.has('a')).toBe(false);
  });
});
