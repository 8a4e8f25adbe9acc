import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { ChatIcon, HeartIcon, SearchIcon, type CurrentUser, type IconComponent } from '@dating/shared-kit';
import { down } from '@dating/shared-kit/theme';
import type { BadgeTone } from '@dating/shared-kit/ui';
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

interface MenuCount {
  count: number;
  tone: BadgeTone;
  /** The sentence screen readers hear instead of the pill, with `{count}`. */
  spoken: MessageDescriptor;
  testId: string;
}

/** One destination: its icon filled while it is the current page, its name, and its count while there is one. */
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
  label: MessageDescriptor;
  badge?: MenuCount;
}) {
  const intl = useIntl();
  return (
    <li>
      <NavItemLink to={to} end={end}>
        {({ isActive }) => (
          <>
            <Icon filled={isActive} />
            {intl.formatMessage(label)}
            {badge && badge.count > 0 && (
              <MenuBadge
                count={badge.count}
                tone={badge.tone}
                spoken={intl.formatMessage(badge.spoken, { count: badge.count })}
                testId={badge.testId}
              />
            )}
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
        <MenuItem to="/members" end icon={SearchIcon} label={m.search} />
        {/* The unread colour is the secondary colour; 100 and more show as 99+. */}
        <MenuItem
          to="/chats"
          icon={ChatIcon}
          label={m.messages}
          badge={{ count: unreadMessages, tone: 'secondary', spoken: m.unread, testId: 'unread-badge' }}
        />
        <MenuItem
          to="/likes"
          icon={HeartIcon}
          label={m.likes}
          badge={{ count: newLikes, tone: 'primary', spoken: m.newLikes, testId: 'likes-badge' }}
        />
        <li>
          <CreditsLink user={user} />
        </li>
      </Menu>
    </Nav>
  );
}
