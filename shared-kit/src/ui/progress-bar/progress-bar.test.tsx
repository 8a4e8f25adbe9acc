import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes a determinate value, clamped to the range', async () => {
    const { container, rerender } = renderWithKit(<ProgressBar value={40} label="Profiel compleet" />);
    const bar = screen.getByRole('progressbar', { name: 'Profiel compleet' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%');
    rerender(<ProgressBar value={140} label="Profiel compleet" />);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    await expectNoAxeViolations(container);
  });

  it('is indeterminate without a value and has a translated default name', async () => {
    const { container } = renderWithKit(<ProgressBar />);
    const bar = screen.getByRole('progressbar', { name: 'Voortgang' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('thin variant is a 3px bar fixed to the top of the page', async () => {
    const { container } = renderWithKit(<ProgressBar thin value={20} />);
    const bar = screen.getByRole('progressbar', { name: 'Pagina wordt geladen' });
    const style = getComputedStyle(bar);
    expect(style.position).toBe('fixed');
    expect(style.height).toBe('3px');
    await expectNoAxeViolations(container);
  });
});
