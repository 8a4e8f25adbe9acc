import { useLocation } from 'react-router-dom';
import { formatBadgeCount } from '../badge/format-badge-count';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { IconPill, TabBadge, TabBarNav, TabItem, TabLabel, TabLink, TabList } from './styles';
import type { BottomTabBarProps, BottomTabItem } from './types';

function badgeText(badge: BottomTabItem['badge']): string | null {
  if (badge === undefined || badge === '' || badge === 0) return null;
  return typeof badge === 'number' ? formatBadgeCount(badge) : badge;
}

function isActive(item: BottomTabItem, pathname: string, activeId: string | undefined): boolean {
  if (activeId !== undefined) return item.id === activeId;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/**
 * The phone navigation: fixed to the bottom (64 px plus the safe area), hidden from 768 px.
 * The active tab gets an amber pill behind its filled icon and aria-current="page".
 */
export function BottomTabBar({ items, activeId, 'aria-label': label }: BottomTabBarProps) {
  const { pathname } = useLocation();
  return (
    <TabBarNav aria-label={label}>
      <TabList>
        {items.map((item) => {
          const active = isActive(item, pathname, activeId);
          const badge = badgeText(item.badge);
          const Icon = item.icon;
          return (
            <TabItem key={item.id}>
              <TabLink to={item.to} aria-current={active ? 'page' : undefined} data-tab={item.id}>
                <IconPill $active={active}>
                  <Icon size={24} filled={active} />
                  {badge !== null ? (
                    // Drawn on the icon but read after the label (below), so the name starts with the label.
                    <TabBadge $tone={item.badgeTone ?? 'unread'} aria-hidden="true">
                      {badge}
                    </TabBadge>
                  ) : null}
                </IconPill>
                <TabLabel>{item.label}</TabLabel>
                {badge !== null ? (
                  <>
                    {' '}
                    <VisuallyHidden>{item.badgeLabel ?? badge}</VisuallyHidden>
                  </>
                ) : null}
              </TabLink>
            </TabItem>
          );
        })}
      </TabList>
    </TabBarNav>
  );
}
