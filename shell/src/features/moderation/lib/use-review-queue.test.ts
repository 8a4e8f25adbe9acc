import { act, renderHook } from '@testing-library/react';
import { useReviewQueue, type ReviewQueueOptions } from './use-review-queue';

type Action = 'approve' | 'reject';
type Options = ReviewQueueOptions<string, Action>;

const accepted = () => Promise.resolve({ data: null });
const refused = () => Promise.resolve({ error: { status: 409 } });

function queue(overrides: Partial<Options> = {}) {
  const send = vi.fn<Options['send']>(accepted);
  const options: Options = { items: ['a', 'b', 'c'], shortcuts: { a: 'approve', r: 'reject' }, busy: false, send, ...overrides };
  const hook = renderHook((props: Options) => useReviewQueue(props), { initialProps: options });
  return { ...hook, send: options.send as typeof send, options };
}

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = window) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useReviewQueue', () => {
  it('starts at the first item and moves with J and K, never past either end', async () => {
    const { result } = queue();
    expect(result.current).toMatchObject({ current: 'a', position: 0, atFirst: true, atLast: false });
    await press('k');
    expect(result.current.current).toBe('a');
    await press('j');
    await press('J');
    expect(result.current).toMatchObject({ current: 'c', position: 2, atLast: true });
    await press('j');
    expect(result.current.current).toBe('c');
    act(() => result.current.previous());
    expect(result.current.current).toBe('b');
    act(() => result.current.next());
    expect(result.current.current).toBe('c');
  });

  it('sends the shortcut’s decision on the item on screen with the trimmed note, and clears the note once taken', async () => {
    const { result, send } = queue();
    await press('j');
    act(() => result.current.setNote('  blurry  '));
    await press('r');
    expect(send).toHaveBeenCalledWith('b', 'reject', 'blurry');
    expect(result.current.note).toBe('');
    act(() => result.current.decide('approve'));
    expect(send).toHaveBeenLastCalledWith('b', 'approve', undefined);
  });

  it('keeps the note when the API refuses the decision', async () => {
    const { result } = queue({ send: vi.fn<Options['send']>(refused) });
    act(() => result.current.setNote('kept'));
    await press('a');
    expect(result.current.note).toBe('kept');
  });

  it('sends nothing while a decision is on its way, for an empty queue, or for keys not its own', async () => {
    const busy = queue({ busy: true });
    await press('a');
    expect(busy.send).not.toHaveBeenCalled();
    busy.unmount();

    const empty = queue({ items: [] });
    expect(empty.result.current).toMatchObject({ current: undefined, atFirst: true, atLast: true });
    await press('a');
    await press('x');
    expect(empty.send).not.toHaveBeenCalled();
  });

  it('ignores shortcuts typed into a field or held with a modifier', async () => {
    const { result, send } = queue();
    const field = document.body.appendChild(document.createElement('textarea'));
    await press('a', {}, field);
    await press('j', {}, field);
    await press('a', { ctrlKey: true });
    await press('r', { metaKey: true });
    expect(send).not.toHaveBeenCalled();
    expect(result.current.current).toBe('a');
  });

  it('keeps its place when a decided item leaves the list, so the next one takes its place', async () => {
    const { result, rerender, options } = queue();
    await press('j');
    rerender({ ...options, items: ['a', 'c'] });
    expect(result.current).toMatchObject({ current: 'c', position: 1, atLast: true });
    rerender({ ...options, items: ['a'] });
    expect(result.current).toMatchObject({ current: 'a', position: 0 });
    await press('k');
    expect(result.current.current).toBe('a');
  });
});
