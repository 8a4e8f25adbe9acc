import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeartIcon } from '../../icons/heart-icon';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Chip } from './chip';

describe('Chip', () => {
  it('is a static span without onClick', async () => {
    const { container } = renderWithKit(<Chip icon={<HeartIcon />}>Wandelen</Chip>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Wandelen').closest('span')).toBeTruthy();
    expect(container.querySelector('svg')!.closest('[aria-hidden="true"]')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('is a toggle button with aria-pressed when clickable', async () => {
    const onClick = vi.fn();
    const { container, rerender } = renderWithKit(<Chip onClick={onClick}>Koken</Chip>);
    const button = screen.getByRole('button', { name: 'Koken' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Chip onClick={onClick} selected>
        Koken
      </Chip>,
    );
    const pressed = screen.getByRole('button', { name: 'Koken', pressed: true });
    // Selection also shows a tick, not only a tint.
    expect(pressed.querySelector('svg')).not.toBeNull();
    expect(getComputedStyle(pressed).backgroundColor).toBe('rgb(255, 244, 214)');
    await expectNoAxeViolations(container);
  });

  it("as='span' keeps it static even with onClick", () => {
    renderWithKit(
      <Chip as="span" onClick={() => {}}>
        Reizen
      </Chip>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a remove button named after the chip, or with the given label', async () => {
    const onRemove = vi.fn();
    const { container, unmount } = renderWithKit(<Chip onRemove={onRemove}>TIMEBONUS25 −25%</Chip>);
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen TIMEBONUS25 −25%' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
    unmount();
    renderWithKit(
      <Chip onRemove={onRemove} removeLabel="Code verwijderen" onClick={() => {}}>
        CODE
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'Code verwijderen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CODE' })).toBeTruthy();
  });

  it('translates the default remove label', () => {
    renderWithKit(<Chip onRemove={() => {}}>Berlin</Chip>, { locale: 'de' });
    expect(screen.getByRole('button', { name: 'Entfernen Berlin' })).toBeTruthy();
  });

  it('wraps between words and breaks only a word wider than its row', () => {
    renderWithKit(<Chip>Benachrichtigungseinstellungen</Chip>);
    const chip = screen.getByText('Benachrichtigungseinstellungen').parentElement!;
    expect(getComputedStyle(chip).overflowWrap).toBe('break-word');
    expect(getComputedStyle(chip).maxWidth).toBe('100%');
  });
});
