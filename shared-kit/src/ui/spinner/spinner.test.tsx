import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a translated, visually hidden label', async () => {
    const { container } = renderWithKit(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Laden…');
    expect(getComputedStyle(screen.getByText('Laden…')).position).toBe('absolute');
    await expectNoAxeViolations(container);
  });

  it('follows the locale and accepts a label override', () => {
    const { unmount } = renderWithKit(<Spinner />, { locale: 'en' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    unmount();
    renderWithKit(<Spinner label="Profielen zoeken…" size="lg" />);
    expect(screen.getByRole('status').textContent).toBe('Profielen zoeken…');
  });
});
