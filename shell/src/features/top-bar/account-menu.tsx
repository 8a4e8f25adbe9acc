import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { focusPageHeading } from '@dating/shared-kit';
import { Alert, Dropdown } from '@dating/shared-kit/ui';
import { useShellLogoutMutation } from '../account/api/logout';
import { topBarMessages as m } from './messages';

/** Spec 2: My profile, Settings (the notifications screen) and Logout, which ends the session and goes home. */
export function AccountMenu() {
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

  return (
    <>
      <Dropdown
        align="end"
        label={intl.formatMessage(m.account)}
        items={[
          { id: 'profile', label: intl.formatMessage(m.profile), to: '/profile' },
          { id: 'settings', label: intl.formatMessage(m.settings), to: '/notifications' },
          { id: 'logout', label: intl.formatMessage(m.logout), onSelect: () => void logOut() },
        ]}
      />
      {failed && (
        <Alert tone="danger" onDismiss={() => setFailed(false)}>
          {intl.formatMessage(m.logoutFailed)}
        </Alert>
      )}
    </>
  );
}
