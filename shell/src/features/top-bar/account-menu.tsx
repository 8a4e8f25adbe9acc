import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { focusPageHeading, useLocation, useNavigate } from '@dating/shared-kit';
import { Alert, Avatar, Dropdown } from '@dating/shared-kit/ui';
import { useShellLogoutMutation } from '../../shared/session/logout';
import { topBarMessages as m } from './messages';

/** Drops below the one-row bar instead of widening it. */
const FailedNotice = styled.div`
  position: absolute;
  top: 100%;
  right: ${({ theme }) => theme.space.md};
  width: min(${({ theme }) => theme.layout.toastWidth}px, calc(100% - 32px));
  margin-top: ${({ theme }) => theme.space.xs};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/**
 * My profile, Settings (the notifications screen), for moderators the moderation console, and Logout, which ends
 * the session and goes home.
 */
export function AccountMenu({ name, moderator = false }: { name?: string; moderator?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [logout] = useShellLogoutMutation();
  const [failed, setFailed] = useState(false);

  const logOut = async () => {
    setFailed(false);
    try {
      await logout().unwrap();
      // The menu that held focus disappears with the session. Going home moves focus to the home page's
      // heading; on the home page itself there is no navigation to do it, so its heading takes it here.
      if (pathname === '/') focusPageHeading();
      else navigate('/');
    } catch {
      setFailed(true);
    }
  };

  const account = intl.formatMessage(m.account);
  return (
    <>
      <Dropdown
        align="end"
        variant="ghost"
        // The member's initials in a circle; the button is named "Mijn account" (the initials are decoration).
        label={name ? <Avatar name={name} alt="" size="sm" /> : account}
        buttonLabel={name ? account : undefined}
        className="account-menu"
        items={[
          { id: 'profile', label: intl.formatMessage(m.profile), to: '/profile' },
          { id: 'settings', label: intl.formatMessage(m.settings), to: '/notifications' },
          ...(moderator ? [{ id: 'moderation', label: intl.formatMessage(m.moderation), to: '/moderation' }] : []),
          { id: 'logout', label: intl.formatMessage(m.logout), onSelect: () => void logOut() },
        ]}
      />
      {failed && (
        <FailedNotice>
          <Alert tone="danger" onDismiss={() => setFailed(false)}>
            {intl.formatMessage(m.logoutFailed)}
          </Alert>
        </FailedNotice>
      )}
    </>
  );
}
