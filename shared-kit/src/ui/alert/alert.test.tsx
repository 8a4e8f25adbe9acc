import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Alert } from './alert';

describe('Alert', () => {
  it('uses role=alert for danger and warning, role=status otherwise', () => {
    const { rerender } = renderWithKit(<Alert tone="danger">Mislukt</Alert>);
    expect(screen.getByRole('alert').textContent).toContain('Mislukt');
    rerender(<Alert tone="success">Opgeslagen</Alert>);
    expect(screen.getByRole('status').textContent).toContain('Opgeslagen');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders a title and a translated dismiss button that calls onDismiss', async () => {
    const onDismiss = vi.fn();
    const { container } = renderWithKit(
      <Alert tone="warning" title="Let op" onDismiss={onDismiss}>
        Je hebt nog 3 credits.
      </Alert>,
    );
    expect(screen.getByText('Let op')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('translates the dismiss label and lets callers override it', () => {
    const { unmount } = renderWithKit(<Alert onDismiss={() => {}}>x</Alert>, { locale: 'de' });
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeTruthy();
    unmount();
    renderWithKit(
      <Alert onDismiss={() => {}} dismissLabel="Banner verbergen">
        x
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Banner verbergen' })).toBeTruthy();
  });

  it('has no dismiss button without onDismiss', () => {
    renderWithKit(<Alert>Info</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
