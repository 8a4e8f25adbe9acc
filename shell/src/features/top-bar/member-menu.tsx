import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChatIcon, HeartIcon, SearchIcon, type CurrentUser, type IconComponent } from '@dating/shared-kit';
import { down } from '@dating/shared-kit/theme';
import { useBadgeCounts } from '../../shared/use-badge-counts';
import { CreditsLink } from './credits-link';
import { MenuBadge } from './menu-badge';
import { topBarMessages as m } from './messages';
import { NavItemLink } from './nav-item-styles';

const Nav = styled.nav`
  min-width: 0;

  /* Phones get the same destinations in the bottom tab bar. */
  ${down('md')} {
    display: none;
  }
`;

const Menu = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One destination: its icon filled while it is the current page, then its name and any badge. */
function MenuItem({
  to,
  end,
  icon: Icon,
  label,
  badge,
}: {
  to: string;
  end?: boolean;
  icon: IconComponent;
  label: string;
  badge?: ReactNode;
}) {
  return (
    <li>
      <NavItemLink to={to} end={end}>
        {({ isActive }) => (
          <>
            <Icon filled={isActive} />
            {label}
            {badge}
          </>
        )}
      </NavItemLink>
    </li>
  );
}

/** The logged-in menu: search members, messages (unread badge), likes (new-likes badge), credits or premium. */
export function MemberMenu({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const { unreadMessages, newLikes } = useBadgeCounts();
  return (
    <Nav aria-label={intl.formatMessage(m.menu)}>
      <Menu>
        <MenuItem to="/members" end icon={SearchIcon} label={intl.formatMessage(m.search)} />
        <MenuItem
          to="/chats"
          icon={ChatIcon}
          label={intl.formatMessage(m.messages)}
          badge={
            unreadMessages > 0 && (
              // The unread colour is the secondary colour; 100 and more show as 99+.
              <MenuBadge
                count={unreadMessages}
                tone="secondary"
                spoken={intl.formatMessage(m.unread, { count: unreadMessages })}
                testId="unread-badge"
              />
            )
          }
        />
        <MenuItem
          to="/likes"
          icon={HeartIcon}
          label={intl.formatMessage(m.likes)}
          badge={
            newLikes > 0 && (
              <MenuBadge
                count={newLikes}
                tone="primary"
                spoken={intl.formatMessage(m.newLikes, { count: newLikes })}
                testId="likes-badge"
              />
            )
          }
        />
        <li>
          <CreditsLink user={user} />
        </li>
      </Menu>
    </Nav>
  );
}
