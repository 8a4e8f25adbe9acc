import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { TextField } from './text-field';

describe('TextField', () => {
  it('associates its label and accepts input', async () => {
    const onChange = vi.fn();
    const { container } = renderWithKit(<TextField label="Gebruikersnaam" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Gebruikersnaam' });
    await userEvent.type(input, 'anna');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('links hint and error through aria-describedby and marks the input invalid', async () => {
    const { container } = renderWithKit(
      <TextField
        label="E-mail"
        type="email"
        hint="We sturen je een bevestiging."
        error="Dit e-mailadres is ongeldig."
        aria-describedby="extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids[0]).toBe('extra');
    const described = ids.slice(1).map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Dit e-mailadres is ongeldig.', 'We sturen je een bevestiging.']);
    await expectNoAxeViolations(container);
  });

  it('keeps a visually hidden label in the accessible name and honours a given id', () => {
    renderWithKit(<TextField label="Zoeken" hideLabel id="search" />);
    const input = screen.getByRole('textbox', { name: 'Zoeken' });
    expect(input.id).toBe('search');
    expect(getComputedStyle(screen.getByText('Zoeken')).position).toBe('absolute');
  });
});
