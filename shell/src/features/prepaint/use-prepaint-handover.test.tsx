import { act, render } from '@testing-library/react';
import { RouterProvider } from '@dating/shared-kit';
import { createMemoryRouter } from '@dating/shared-kit/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREPAINT_HANDOVER_LIMIT_MS, usePrepaintHandover } from './use-prepaint-handover';

function Probe() {
  usePrepaintHandover();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the painted page handover', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="prepaint"><h1>Geschilderd</h1></div>';
    const style = document.createElement('style');
    style.setAttribute('data-prepaint-styles', '');
    document.head.append(style);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('style').forEach((style) => style.remove());
  });

  it('keeps the painted page on a painted path until the limit, then shows the app', () => {
    vi.useFakeTimers();
    renderAt('/landers/video');
    expect(document.getElementById('prepaint')).not.toBeNull();
    act(() => vi.advanceTimersByTime(PREPAINT_HANDOVER_LIMIT_MS - 1));
    expect(document.getElementById('prepaint')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.getElementById('prepaint')).toBeNull();
    expect(document.querySelector('style[data-prepaint-styles]')).toBeNull();
  });

  it("leaves a painted member page's copy for the page itself to release, and releases it when the member moves on", async () => {
    const router = renderAt('/members/5');
    expect(document.getElementById('prepaint')).not.toBeNull();
    await act(() => router.navigate('/settings'));
    expect(document.getElementById('prepaint')).toBeNull();
  });

  it('releases at once on a page that is not painted, and when the visitor moves on', async () => {
    const router = renderAt('/');
    expect(document.getElementById('prepaint')).not.toBeNull();
    await act(() => router.navigate('/login'));
    expect(document.getElementById('prepaint')).toBeNull();
  });
});
