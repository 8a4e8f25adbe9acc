import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { ToastRegion } from './toast-region';
import { Toast } from './toast';

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a status message, 350px wide, with a translated close button', async () => {
    const onClose = vi.fn();
    const { container } = renderWithKit(
      <ToastRegion>
        <Toast title="Bericht verstuurd" onClose={onClose} timeout={null}>
          Anna leest het zo.
        </Toast>
      </ToastRegion>,
    );
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Bericht verstuurd');
    expect(getComputedStyle(toast).width).toBe('350px');
    await userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('hides itself after the timeout', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithKit(
      <Toast onClose={onClose} timeout={3000}>
        Opgeslagen
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('defaults to 5 seconds and never hides with timeout={null}', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = renderWithKit(<Toast onClose={onClose}>Opgeslagen</Toast>);
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Toast onClose={onClose} timeout={null}>
        Opgeslagen
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and restarts the timeout on leave', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithKit(
      <Toast onClose={onClose} timeout={1000}>
        Opgeslagen
      </Toast>,
    );
    const toast = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(900));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps errors until closed', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithKit(
      <Toast tone="danger" onClose={onClose}>
        Verwijderen mislukt
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ToastRegion', () => {
  it('shows at most 3 toasts, the newest ones', () => {
    renderWithKit(
      <ToastRegion>
        {['Een', 'Twee', 'Drie', 'Vier'].map((text) => (
          <Toast key={text} onClose={() => {}} timeout={null}>
            {text}
          </Toast>
        ))}
      </ToastRegion>,
    );
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Twee'),
      expect.stringContaining('Drie'),
      expect.stringContaining('Vier'),
    ]);
  });

  it('sits above the tab bar on phones and 16 px from the corner from 768 px', () => {
    const { container } = renderWithKit(<ToastRegion />);
    // 64 px tab bar + 16 px gap (jsdom folds the two) + the safe area.
    expect(getComputedStyle(container.firstElementChild!).bottom).toMatch(/^calc\(80px \+ env\(/);
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toMatch(/@media \(min-width: 768px\)\{[^}]*bottom:\s*16px/);
  });
});
