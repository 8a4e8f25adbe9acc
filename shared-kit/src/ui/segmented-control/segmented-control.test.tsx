import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { SegmentedControl } from './segmented-control';
import type { SegmentedControlItem } from './types';

const items: SegmentedControlItem[] = [
  { id: 'received', label: 'Ontvangen', count: 3 },
  { id: 'given', label: 'Gegeven' },
  { id: 'matches', label: 'Matches', count: 120 },
];

function Controlled({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('received');
  return (
    <SegmentedControl
      aria-label="Likes"
      items={items}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

describe('SegmentedControl as a radiogroup', () => {
  it('checks the value, shows counts as badges (99+) and has one tab stop', async () => {
    const { container } = renderWithKit(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Likes' });
    expect(getComputedStyle(group).minHeight).toBe('44px');
    expect(getComputedStyle(group).flexWrap).toBe('wrap');
    const received = screen.getByRole('radio', { name: 'Ontvangen 3' });
    expect(received.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Matches 99+' }).tabIndex).toBe(-1);
    expect(received.tabIndex).toBe(0);
    await expectNoAxeViolations(container);
  });

  it('moves and selects with arrow keys, wrapping, and Home/End', async () => {
    const onChange = vi.fn();
    renderWithKit(<Controlled onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Ontvangen 3' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Gegeven' }));
    expect(screen.getByRole('radio', { name: 'Gegeven' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Matches 99+' }));
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('received');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('matches');
  });

  it('selects on click', async () => {
    const onChange = vi.fn();
    renderWithKit(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Gegeven' }));
    expect(onChange).toHaveBeenCalledWith('given');
  });
});

describe('SegmentedControl as a nav', () => {
  const routed = items.map((item) => ({ ...item, to: `/likes/${item.id}` }));

  it('renders links with aria-current on the active one and navigates', async () => {
    const { container } = renderWithKit(
      <Routes>
        <Route path="/likes/:tab" element={<SegmentedControl aria-label="Likes" items={routed} value="given" />} />
      </Routes>,
      { initialEntries: ['/likes/given'] },
    );
    const nav = screen.getByRole('navigation', { name: 'Likes' });
    expect(nav).toBeTruthy();
    const given = screen.getByRole('link', { name: 'Gegeven' });
    expect(given.getAttribute('aria-current')).toBe('page');
    expect(given.getAttribute('href')).toBe('/likes/given');
    expect(screen.getByRole('link', { name: 'Ontvangen 3' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
