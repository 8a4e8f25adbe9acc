import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name while clipping it', async () => {
    const { container } = renderWithKit(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Like Anna</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Like Anna' })).toBeTruthy();
    const hidden = screen.getByText('Like Anna');
    expect(getComputedStyle(hidden).position).toBe('absolute');
    await expectNoAxeViolations(container);
  });
});
