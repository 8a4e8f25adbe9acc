import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useGetCurrentUserQuery } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { LanguageMenu } from './language-menu';
import { LogoLink } from './logo-link';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Menu = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Spacer = styled.div`
  flex: 1;
`;

const memberMenu = [
  { to: '/members', id: 'shell.topBar.search' },
  { to: '/chats', id: 'shell.topBar.messages' },
  { to: '/likes', id: 'shell.topBar.likes' },
] as const;

/** The default layout's top bar: logo, member menu, language dropdown and the way in for visitors. */
export function TopBar() {
  const intl = useIntl();
  const { data: session } = useGetCurrentUserQuery();
  const user = session?.user;
  return (
    <Bar>
      <LogoLink />
      {user && (
        <nav aria-label={intl.formatMessage({ id: 'shell.topBar.menu' })}>
          <Menu>
            {memberMenu.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>
                  <FormattedMessage id={item.id} />
                </NavLink>
              </li>
            ))}
            <li>
              {user.paid_user ? (
                <NavLink to="/credits/repeat-order">
                  <FormattedMessage id="shell.topBar.credits" />
                </NavLink>
              ) : (
                <NavLink to="/premium">
                  <FormattedMessage id="shell.topBar.premium" />
                </NavLink>
              )}
            </li>
          </Menu>
        </nav>
      )}
      <Spacer />
      <LanguageMenu />
      {!user && (
        <Button as={Link} to="/login" variant="primary" size="sm">
          <FormattedMessage id="shell.topBar.login" />
        </Button>
      )}
    </Bar>
  );
}
