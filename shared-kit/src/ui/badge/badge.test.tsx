import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Badge } from './badge';
import { formatBadgeCount } from './format-badge-count';

describe('formatBadgeCount', () => {
  it('shows 99 at 99 and 99+ from 100', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(5000)).toBe('99+');
  });

  it('honours a custom max and clamps bad input', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(2.7)).toBe('2');
  });
});

describe('Badge', () => {
  it('renders a capped count', async () => {
    const { container } = renderWithKit(
      <p>
        Berichten <Badge tone="secondary" count={120} />
      </p>,
    );
    expect(screen.getByText('99+')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('prefers children over count and applies the tone colour', () => {
    renderWithKit(
      <Badge tone="danger" count={3}>
        0
      </Badge>,
    );
    const badge = screen.getByText('0');
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(198, 40, 40)');
  });
});
