import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetCurrentUserQuery, useGetSettingsQuery } from '@dating/shared-kit';

const Logo = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

/** The logo goes to members when logged in and to the home page when not (spec, top bar). */
export function LogoLink() {
  const intl = useIntl();
  const { data: settings } = useGetSettingsQuery();
  const { data: session } = useGetCurrentUserQuery();
  const name = settings?.name ?? intl.formatMessage({ id: 'shell.brand' });
  return (
    <Logo to={session?.user ? '/members' : '/'} aria-label={intl.formatMessage({ id: 'shell.topBar.home' }, { name })}>
      {name}
    </Logo>
  );
}
