import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@dating/shared-kit/ui';
import { useCurrentUser } from '../account/api/use-current-user';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { LanguageMenu } from './language-menu';
import { LogoLink } from './logo-link';
import { MemberMenu } from './member-menu';
import { topBarMessages as m } from './messages';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Spacer = styled.div`
  flex: 1;
`;

export interface TopBarProps {
  /** Tests decide; the site asks the browser whether it runs as the installed app. */
  installedApp?: boolean;
}

/** The default layout's top bar (spec 2): back button, logo, member menu, language and account, or Login. */
export function TopBar({ installedApp }: TopBarProps) {
  const intl = useIntl();
  const { user } = useCurrentUser();
  return (
    <Bar>
      <BackButton installed={installedApp} />
      <LogoLink />
      {user && <MemberMenu user={user} />}
      <Spacer />
      <LanguageMenu />
      {user ? (
        <AccountMenu />
      ) : (
        <Button as={Link} to="/login" variant="primary" size="sm">
          {intl.formatMessage(m.login)}
        </Button>
      )}
    </Bar>
  );
}
