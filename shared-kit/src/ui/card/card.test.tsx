import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Card } from './card';

describe('Card', () => {
  it('renders as the requested element with theme padding', async () => {
    const { container } = renderWithKit(
      <Card as="section" padding="lg" aria-label="Premium">
        Word premium lid
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Premium' });
    expect(card.tagName).toBe('SECTION');
    expect(getComputedStyle(card).padding).toBe('24px');
    expect(getComputedStyle(card).boxShadow).toBe('0 1px 2px rgba(20, 17, 11, 0.08)');
    expect(getComputedStyle(card).borderStyle).not.toBe('solid');
    await expectNoAxeViolations(container);
  });

  it('is a plain div by default and can be elevated', () => {
    renderWithKit(<Card elevated>Inhoud</Card>);
    const card = screen.getByText('Inhoud');
    expect(card.tagName).toBe('DIV');
    expect(getComputedStyle(card).boxShadow).toBe('0 4px 12px rgba(20, 17, 11, 0.12)');
  });
});
