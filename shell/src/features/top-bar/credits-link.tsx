import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { CurrentUser } from '@dating/shared-kit';
import { MenuBadge } from './menu-badge';
import { topBarMessages as m } from './messages';

/** Spec 2: the balance badge shows at 10 credits or less. */
export const lowCreditLimit = 10;

/**
 * A paid member gets Credits (repeat their last order) with a balance badge when running low, warning
 * colour above 0 and danger at 0; a member who never paid gets Premium instead.
 */
export function CreditsLink({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  if (!user.paid_user) {
    return <NavLink to="/premium">{intl.formatMessage(m.premium)}</NavLink>;
  }
  const low = user.credits <= lowCreditLimit;
  return (
    <NavLink to="/credits/repeat-order">
      {intl.formatMessage(m.credits)}
      {low && (
        <MenuBadge
          count={user.credits}
          tone={user.credits > 0 ? 'warning' : 'danger'}
          spoken={intl.formatMessage(m.balance, { count: user.credits })}
          testId="credits-badge"
        />
      )}
    </NavLink>
  );
}
