import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { VerifiedBadge } from './verified-badge';

describe('VerifiedBadge', () => {
  it('says "verified" in words and explains it in its tooltip', async () => {
    const { container } = renderWithKit(
      <p>
        Anna <VerifiedBadge />
      </p>,
    );
    const badge = screen.getByText('Geverifieerd').closest('[data-verified]');
    expect(badge?.getAttribute('title')).toBe('Profiel geverifieerd met een selfie');
    await expectNoAxeViolations(container);
  });

  it('compact: only the tick on screen, the word for screen readers', async () => {
    const { container } = renderWithKit(
      <h2>
        Anna <VerifiedBadge compact />
      </h2>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Anna Geverifieerd');
    await expectNoAxeViolations(container);
  });
});
