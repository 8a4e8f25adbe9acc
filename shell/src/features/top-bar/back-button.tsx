import { useIntl } from 'react-intl';
import { useNavigate } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { isInstalledApp } from './is-installed-app';
import { topBarMessages as m } from './messages';
import { useRouteId } from './use-route-id';

/** The routes a member reaches by drilling down, where the installed app needs a way back. */
export const backButtonRoutes: ReadonlySet<string> = new Set([
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
]);

/** The back button: only in the installed app and only on the drill-down routes. */
export function BackButton({ installed = isInstalledApp() }: { installed?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const routeId = useRouteId();
  if (!installed || !routeId || !backButtonRoutes.has(routeId)) return null;
  return (
    <Button variant="ghost" size="sm" onClick={() => navigate(-1)} icon="←">
      {intl.formatMessage(m.back)}
    </Button>
  );
}
