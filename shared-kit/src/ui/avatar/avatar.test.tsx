import { fireEvent, screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Avatar } from './avatar';
import { getInitials } from './get-initials';

describe('getInitials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(getInitials('Anna de Vries')).toBe('AV');
    expect(getInitials('  sanne ')).toBe('S');
    expect(getInitials('Émile Zola')).toBe('ÉZ');
    expect(getInitials('')).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the photo with the name as alt text', async () => {
    const { container } = renderWithKit(<Avatar src="/photos/anna.jpg" name="Anna de Vries" />);
    const img = screen.getByRole('img', { name: 'Anna de Vries' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/photos/anna.jpg');
    await expectNoAxeViolations(container);
  });

  it('falls back to initials without a photo, still named for screen readers', async () => {
    const { container } = renderWithKit(<Avatar src={null} name="Anna de Vries" size="lg" />);
    const fallback = screen.getByRole('img', { name: 'Anna de Vries' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('AV');
    await expectNoAxeViolations(container);
  });

  it('falls back to initials when the photo fails, and retries a new src', () => {
    const { rerender } = renderWithKit(<Avatar src="/broken.jpg" name="Bas" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').textContent).toBe('B');
    rerender(<Avatar src="/bas.jpg" name="Bas" />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('can be decorative with alt=""', async () => {
    const { container } = renderWithKit(<Avatar name="Bas" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
