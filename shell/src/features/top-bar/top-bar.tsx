import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@dating/shared-kit';
import styled from 'styled-components';
import { Button } from '@dating/shared-kit/ui';
import { down, up } from '@dating/shared-kit/theme';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { CreditsChip } from './credits-chip';
import { LanguageMenu } from './language-menu';
import { LogoLink } from './logo-link';
import { MemberMenu } from './member-menu';
import { topBarMessages as m } from './messages';

// Its own chunk: only a member with a running boost downloads the countdown (a default export: fewer entry bytes).
const BoostCountdown = lazy(() => import('./boost-countdown'));

/** 56 px on phones, 64 px sticky from 768 px; one row that never wraps. */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar};
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 56px;
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};

  ${up('md')} {
    height: 64px;
    gap: ${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.lg};
  }

  ${up('xl')} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`;

const Spacer = styled.div`
  flex: 1;
  min-width: 0;
`;

/** Right-hand controls keep their size; the logo gives way first. */
const End = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** On phones the visitor's Log in lives in the bottom tab bar. */
const LoginSlot = styled.span`
  ${down('md')} {
    display: none;
  }
`;

export interface TopBarProps {
  /** Tests decide; the site asks the browser whether it runs as the installed app. */
  installedApp?: boolean;
}

/**
 * The default layout's top bar (DESIGN 3): back button, logo, the member menu (from 768 px; the
 * tab bar on phones), then the credits chip, language and the account (avatar) menu, or Login.
 */
export function TopBar({ installedApp }: TopBarProps) {
  const intl = useIntl();
  const { user } = useCurrentUser();
  return (
    <Bar>
      <BackButton installed={installedApp} />
      <LogoLink />
      {user && <MemberMenu user={user} />}
      <Spacer />
      <End>
        {user?.boost_until && (
          <Suspense fallback={null}>
            <BoostCountdown until={user.boost_until} />
          </Suspense>
        )}
        {user && <CreditsChip user={user} />}
        <LanguageMenu />
        {user ? (
          <AccountMenu name={user.profile.name} moderator={user.moderator === true} />
        ) : (
          <LoginSlot>
            <Button as={Link} to="/login" variant="primary" size="sm">
              {intl.formatMessage(m.login)}
            </Button>
          </LoginSlot>
        )}
      </End>
    </Bar>
  );
}
