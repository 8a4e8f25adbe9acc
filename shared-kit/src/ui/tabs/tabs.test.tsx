import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { Tabs } from './tabs';
import type { TabItem } from './types';

const items: TabItem[] = [
  { id: 'received', label: 'Ontvangen', content: <p>Jij bent geliket door 3 leden</p> },
  { id: 'given', label: 'Gegeven', content: <p>Jij hebt 5 leden geliket</p> },
  { id: 'blocked', label: 'Geblokkeerd', content: <p>Niemand</p>, disabled: true },
  { id: 'matches', label: 'Matches', content: <p>2 matches</p> },
];

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('wires tablist, tabs and panels and shows the first tab by default', async () => {
    const { container } = renderWithKit(<Tabs items={items} label="Likes" />);
    expect(screen.getByRole('tablist', { name: 'Likes' })).toBeTruthy();
    expect(selectedTab().textContent).toBe('Ontvangen');
    const panel = screen.getByRole('tabpanel', { name: 'Ontvangen' });
    expect(selectedTab().getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Jij bent geliket door 3 leden');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    await expectNoAxeViolations(container);
  });

  it('moves with arrow keys, wrapping and skipping disabled tabs; Home and End jump', async () => {
    const user = userEvent.setup();
    renderWithKit(<Tabs items={items} label="Likes" />);
    await user.tab();
    expect(document.activeElement).toBe(selectedTab());
    await user.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('Gegeven');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('Matches');
    expect(document.activeElement).toBe(selectedTab());
    await user.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('Ontvangen');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab().textContent).toBe('Matches');
    await user.keyboard('{Home}');
    expect(selectedTab().textContent).toBe('Ontvangen');
    await user.keyboard('{End}');
    expect(selectedTab().textContent).toBe('Matches');
    expect(screen.getByRole('tabpanel').textContent).toBe('2 matches');
  });

  it('uncontrolled: honours defaultValue and selects on click', async () => {
    const onChange = vi.fn();
    renderWithKit(<Tabs items={items} defaultValue="given" onChange={onChange} />);
    expect(selectedTab().textContent).toBe('Gegeven');
    await userEvent.click(screen.getByRole('tab', { name: 'Matches' }));
    expect(selectedTab().textContent).toBe('Matches');
    expect(onChange).toHaveBeenCalledWith('matches');
  });

  it('controlled: follows value and only reports changes', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithKit(<Tabs items={items} value="given" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Matches' }));
    expect(onChange).toHaveBeenCalledWith('matches');
    expect(selectedTab().textContent).toBe('Gegeven');
    rerender(<Tabs items={items} value="matches" onChange={onChange} />);
    expect(selectedTab().textContent).toBe('Matches');
  });

  it('controlled by parent state, as a routed likes page would be', async () => {
    function Routed() {
      const [tab, setTab] = useState('received');
      return (
        <>
          <Tabs items={items} value={tab} onChange={setTab} label="Likes" />
          <output>{tab}</output>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithKit(<Routed />);
    await user.click(screen.getByRole('tab', { name: 'Ontvangen' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('status').textContent).toBe('matches');
  });
});
