import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    const { container } = renderWithKit(<Checkbox label="Ik ga akkoord met de voorwaarden" />);
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    await userEvent.click(screen.getByText('Ik ga akkoord met de voorwaarden'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('links hint and error and marks the box invalid', async () => {
    const { container } = renderWithKit(
      <Checkbox label="Ik ben 18 jaar of ouder" hint="Verplicht voor een account." error="Bevestig je leeftijd." />,
    );
    const box = screen.getByRole('checkbox', { name: 'Ik ben 18 jaar of ouder' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const texts = (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Bevestig je leeftijd.', 'Verplicht voor een account.']);
    await expectNoAxeViolations(container);
  });
});
