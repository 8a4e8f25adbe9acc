import { screen } from '@testing-library/react';
import { ChatIcon } from '../../icons/chat-icon';
import { CoinIcon } from '../../icons/coin-icon';
import { HeartIcon } from '../../icons/heart-icon';
import { SearchIcon } from '../../icons/search-icon';
import { expectNoAxeViolations, renderWithKit } from '../../test-utils';
import { BottomTabBar } from './bottom-tab-bar';
import type { BottomTabItem } from './types';

const items: BottomTabItem[] = [
  { id: 'search', to: '/members', label: 'Zoeken', icon: SearchIcon },
  { id: 'likes', to: '/likes', label: 'Likes', icon: HeartIcon, badge: 2, badgeTone: 'primary' },
  {
    id: 'chats',
    to: '/chats',
    label: 'Berichten',
    icon: ChatIcon,
    badge: 250,
    badgeLabel: '250 ongelezen berichten',
  },
  { id: 'credits', to: '/credits', label: 'Credits', icon: CoinIcon, badge: 0, badgeTone: 'danger' },
];

describe('BottomTabBar', () => {
  it('is a labelled nav of links with the active one marked and its icon filled', async () => {
    const { container } = renderWithKit(<BottomTabBar aria-label="Hoofdmenu" items={items} />, {
      initialEntries: ['/likes/received'],
    });
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(screen.getAllByRole('link')).toHaveLength(4);
    const likes = screen.getByRole('link', { name: /^Likes/ });
    expect(likes.getAttribute('aria-current')).toBe('page');
    expect(likes.querySelector('svg')!.getAttribute('data-filled')).toBe('true');
    const search = screen.getByRole('link', { name: 'Zoeken' });
    expect(search.hasAttribute('aria-current')).toBe(false);
    expect(search.querySelector('svg')!.hasAttribute('data-filled')).toBe(false);
    expect(getComputedStyle(nav).position).toBe('fixed');
    // jsdom garbles env(), so check both parts of the calc: 64 px plus the phone's safe area.
    expect(getComputedStyle(nav).height).toMatch(/^calc\(64px \+ env\(/);
    expect(getComputedStyle(nav).height).toContain('safe-area-inset-bottom');
    await expectNoAxeViolations(container);
  });

  it('puts an amber 56×32 pill behind the active icon', () => {
    renderWithKit(<BottomTabBar aria-label="Hoofdmenu" items={items} activeId="credits" />);
    const pill = screen.getByRole('link', { name: 'Credits' }).firstElementChild as HTMLElement;
    const style = getComputedStyle(pill);
    expect(style.width).toBe('56px');
    expect(style.height).toBe('32px');
    expect(style.backgroundColor).toBe('rgb(255, 193, 7)');
  });

  it('caps counts at 99+, reads the badge label instead of the count, hides zero', () => {
    renderWithKit(<BottomTabBar aria-label="Hoofdmenu" items={items} />, { initialEntries: ['/members'] });
    const chats = screen.getByRole('link', { name: 'Berichten 250 ongelezen berichten' });
    expect(chats.textContent).toContain('99+');
    // Likes has no badgeLabel, so its count is part of the name.
    expect(screen.getByRole('link', { name: 'Likes 2' })).toBeTruthy();
    // A zero balance badge would be shown by the caller as a string ('0'); the number 0 means none.
    expect(screen.getByRole('link', { name: 'Credits' }).textContent).toBe('Credits');
  });

  it('shows string badges as given with their tone', () => {
    const credits: BottomTabItem[] = [{ id: 'credits', to: '/credits', label: 'Credits', icon: CoinIcon, badge: '0', badgeTone: 'danger' }];
    renderWithKit(<BottomTabBar aria-label="Hoofdmenu" items={credits} />);
    const badge = screen.getByText('0', { selector: '[aria-hidden="true"]' });
    expect(screen.getByRole('link', { name: 'Credits 0' })).toBeTruthy();
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(198, 40, 40)');
  });

  it('keeps the label on one line and hides itself from 768 px', () => {
    renderWithKit(<BottomTabBar aria-label="Hoofdmenu" items={items} />);
    expect(getComputedStyle(screen.getByText('Zoeken')).whiteSpace).toBe('nowrap');
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(/@media \(min-width: 768px\)\{[^}]*display:\s*none/);
  });
});
