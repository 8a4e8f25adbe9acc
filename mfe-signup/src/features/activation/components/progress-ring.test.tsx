import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '@dating/shared-kit/test-utils';
import { ProgressRing } from './progress-ring';

describe('ProgressRing', () => {
  it('is a named progressbar with its value, the sentence as value text and the percentage in the middle', async () => {
    const { container } = renderWithKit(<ProgressRing percent={75} label="Profiel compleet" valueText="Je profiel is voor 75 % klaar." />);
    const ring = screen.getByRole('progressbar', { name: 'Profiel compleet' });
    expect(ring).toHaveAttribute('aria-valuenow', '75');
    expect(ring).toHaveAttribute('aria-valuemin', '0');
    expect(ring).toHaveAttribute('aria-valuemax', '100');
    expect(ring).toHaveAttribute('aria-valuetext', 'Je profiel is voor 75 % klaar.');
    expect(ring).toHaveTextContent('75%');
    await expectNoAxeViolations(container);
  });

  it('draws the arc as the share of the circle', () => {
    const { container, rerender } = renderWithKit(<ProgressRing percent={25} label="x" valueText="25" />);
    const arc = () => container.querySelector('[data-part="arc"]');
    const circumference = Number(arc()?.getAttribute('stroke-dasharray'));
    expect(Number(arc()?.getAttribute('stroke-dashoffset'))).toBeCloseTo(circumference * 0.75);
    rerender(<ProgressRing percent={100} label="x" valueText="100" />);
    expect(Number(arc()?.getAttribute('stroke-dashoffset'))).toBeCloseTo(0);
    rerender(<ProgressRing percent={0} label="x" valueText="0" />);
    expect(arc()).toBeNull();
  });

  it('keeps the value within 0 to 100', () => {
    const { rerender } = renderWithKit(<ProgressRing percent={140} label="x" valueText="" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressRing percent={-3} label="x" valueText="" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('writes the figure the locale way', () => {
    renderWithKit(<ProgressRing percent={50} label="Profil vollständig" valueText="" />, { locale: 'de' });
    expect(screen.getByRole('progressbar').textContent?.replace(/\u00a0/g, ' ')).toBe('50 %');
  });
});
