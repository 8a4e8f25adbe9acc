import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { CurrentUser } from '@dating/shared-kit';
import { useBadgeCounts } from '../refresh/use-badge-counts';
import { CreditsLink } from './credits-link';
import { MenuBadge } from './menu-badge';
import { topBarMessages as m } from './messages';

const Menu = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** The logged-in menu of spec 2: search members, messages (unread badge), likes (new-likes badge), credits or premium. */
export function MemberMenu({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const { unreadMessages, newLikes } = useBadgeCounts();
  return (
    <nav aria-label={intl.formatMessage(m.menu)}>
      <Menu>
        <li>
          <NavLink to="/members" end>
            {intl.formatMessage(m.search)}
          </NavLink>
        </li>
        <li>
          <NavLink to="/chats">
            {intl.formatMessage(m.messages)}
            {unreadMessages > 0 && (
              // Spec 9: the unread colour is the secondary colour; 100 and more show as 99+.
              <MenuBadge count={unreadMessages} tone="secondary" spoken={intl.formatMessage(m.unread, { count: unreadMessages })} testId="unread-badge" />
            )}
          </NavLink>
        </li>
        <li>
          <NavLink to="/likes">
            {intl.formatMessage(m.likes)}
            {newLikes > 0 && <MenuBadge count={newLikes} tone="primary" spoken={intl.formatMessage(m.newLikes, { count: newLikes })} testId="likes-badge" />}
          </NavLink>
        </li>
        <li>
          <CreditsLink user={user} />
        </li>
      </Menu>
    </nav>
  );
}
