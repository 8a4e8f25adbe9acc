import { useIntl } from 'react-intl';
import { CoinIcon, CrownIcon, type CurrentUser } from '@dating/shared-kit';
import { MenuBadge } from './menu-badge';
import { topBarMessages as m } from './messages';
import { NavItemLink } from './nav-item-styles';

/** The balance badge shows at 10 credits or less. */
export const lowCreditLimit = 10;

/** Where the Credits item goes: a paid member repeats the last order; others get Premium. */
export function creditsDestination(user: CurrentUser): string {
  return user.paid_user ? '/credits/repeat-order' : '/premium';
}

/**
 * A paid member gets Credits (repeat their last order) with a balance badge when running low, warning
 * colour above 0 and danger at 0; a member who never paid gets Premium instead.
 */
export function CreditsLink({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  if (!user.paid_user) {
    return (
      <NavItemLink to="/premium">
        {({ isActive }) => (
          <>
            <CrownIcon filled={isActive} />
            {intl.formatMessage(m.premium)}
          </>
        )}
      </NavItemLink>
    );
  }
  const low = user.credits <= lowCreditLimit;
  return (
    <NavItemLink to={creditsDestination(user)}>
      {({ isActive }) => (
        <>
          <CoinIcon filled={isActive} />
          {intl.formatMessage(m.credits)}
          {low && (
            <MenuBadge
              count={user.credits}
              tone={user.credits > 0 ? 'warning' : 'danger'}
              spoken={intl.formatMessage(m.balance, { count: user.credits })}
              testId="credits-badge"
            />
          )}
        </>
      )}
    </NavItemLink>
  );
}
