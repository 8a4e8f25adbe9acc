import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { ToastRegion } from './styles';
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
    renderWithKit(<Toast onClose={onClose} timeout={3000}>Opgeslagen</Toast>);
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
    rerender(<Toast onClose={onClose} timeout={null}>Opgeslagen</Toast>);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and restarts the timeout on leave', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithKit(<Toast onClose={onClose} timeout={1000}>Opgeslagen</Toast>);
    const toast = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(900));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
