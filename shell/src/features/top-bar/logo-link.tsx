import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetSettingsQuery, Link } from '@dating/shared-kit';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { logoMessages as m } from './logo-messages';

const Logo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  /* The logo gives way first so the bar stays one row on a 320 px phone. */
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

/** The logo goes to members when logged in and to the home page when not (spec, top bar). */
export function LogoLink() {
  const intl = useIntl();
  const { data: settings } = useGetSettingsQuery();
  const { user } = useCurrentUser();
  const name = settings?.name ?? intl.formatMessage({ id: 'shell.brand' });
  return (
    <Logo to={user ? '/members' : '/'} aria-label={intl.formatMessage(m.home, { name })}>
      {name}
    </Logo>
  );
}
