import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Dropdown } from './dropdown';
import type { DropdownItem } from './types';

function setup(extra: Partial<DropdownItem>[] = []) {
  const logout = vi.fn();
  const items: DropdownItem[] = [
    { id: 'profile', label: 'Mijn profiel', to: '/profile' },
    { id: 'settings', label: 'Instellingen', to: '/settings/notifications' },
    { id: 'disabled', label: 'Binnenkort', disabled: true },
    { id: 'logout', label: 'Uitloggen', onSelect: logout },
    ...(extra as DropdownItem[]),
  ];
  const user = userEvent.setup();
  const view = renderWithKit(
    <>
      <Dropdown label="Account" items={items} align="end" />
      <button type="button">Elders</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Account' });
  return { user, trigger, logout, ...view };
}

const focusedText = () => document.activeElement?.textContent;

describe('Dropdown', () => {
  it('is a closed menu button until clicked', async () => {
    const { user, trigger, container } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    expect(focusedText()).toBe('Mijn profiel');
    await expectNoAxeViolations(container);
  });

  it('moves with arrow keys (skipping disabled, wrapping) and Home/End', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Mijn profiel');
    await user.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Instellingen');
    await user.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Uitloggen');
    await user.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Mijn profiel');
    await user.keyboard('{ArrowUp}');
    expect(focusedText()).toBe('Uitloggen');
    await user.keyboard('{Home}');
    expect(focusedText()).toBe('Mijn profiel');
    await user.keyboard('{End}');
    expect(focusedText()).toBe('Uitloggen');
  });

  it('opens on the last item with ArrowUp', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(focusedText()).toBe('Uitloggen');
  });

  it('Escape closes and returns focus to the button', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elders' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('runs onSelect with Enter and closes', async () => {
    const { user, trigger, logout } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('renders route items as links and ignores disabled items', async () => {
    const { user, trigger } = setup([{ id: 'faq', label: 'FAQ', href: 'https://example.com/faq' }]);
    await user.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Instellingen' }).getAttribute('href')).toBe('/settings/notifications');
    expect(screen.getByRole('menuitem', { name: 'FAQ' }).getAttribute('href')).toBe('https://example.com/faq');
    const disabled = screen.getByRole('menuitem', { name: 'Binnenkort' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    await user.click(disabled);
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('Tab closes the menu', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
