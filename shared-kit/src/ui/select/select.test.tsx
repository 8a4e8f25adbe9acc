import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Select } from './select';

const options = (
  <>
    <option value="">Kies een provincie</option>
    <option value="ut">Utrecht</option>
    <option value="nh">Noord-Holland</option>
  </>
);

describe('Select', () => {
  it('associates its label and reports changes', async () => {
    const onChange = vi.fn();
    const { container } = renderWithKit(
      <Select label="Provincie" hint="Waar woon je?" onChange={onChange}>
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Provincie' });
    await userEvent.selectOptions(select, 'ut');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((select as HTMLSelectElement).value).toBe('ut');
    const hintId = select.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe('Waar woon je?');
    await expectNoAxeViolations(container);
  });

  it('links the error text and sets aria-invalid', async () => {
    const { container } = renderWithKit(
      <Select label="Provincie" error="Kies een provincie." defaultValue="">
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Provincie' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const errorId = select.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Kies een provincie.');
    await expectNoAxeViolations(container);
  });
});
