import { useGetCurrentUserQuery, useGetSettingsQuery } from '@dating/shared-kit';
import { useAlertsSettled } from '../hooks/use-alerts-settled';

/**
 * Rendered beside a banner or the entry warning in tests: shows a marker once the answers they decide on
 * (user, settings, and the e-mail state when a banner needs it) are in, so a test can assert that something
 * is NOT shown without sleeping first.
 */
export function AnswersSettled({ routeId }: { routeId: string }) {
  const alertsSettled = useAlertsSettled(routeId);
  const settings = useGetSettingsQuery();
  const user = useGetCurrentUserQuery();
  if (!alertsSettled || settings.isLoading || user.isLoading) return null;
  return <span data-testid="answers-settled" />;
}
