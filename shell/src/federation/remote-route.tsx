import { Suspense, use } from 'react';
import type { RemoteName } from '@dating/shared-kit';
import { Spinner } from '@dating/shared-kit/ui';
import { loadRemoteRoutes } from './load-remote-routes';
import { RemoteSlotBoundary } from './remote-slot-boundary';
import { NotFoundPage } from '../features/pages/not-found-page';

interface RemoteRouteProps {
  remote: RemoteName;
  routeId: string;
}

function RemoteRouteContent({ remote, routeId }: RemoteRouteProps) {
  const routes = use(loadRemoteRoutes(remote));
  const match = routes.find((candidate) => candidate.id === routeId);
  if (!match) return <NotFoundPage />;
  if (match.Component) return <match.Component />;
  return <>{match.element ?? <NotFoundPage />}</>;
}

/**
 * The slot of one remote in the shell's layout. The route id and path come from the shell's table;
 * the page comes from the remote's `./routes`. A remote that fails only blanks its own slot.
 */
export function RemoteRoute({ remote, routeId }: RemoteRouteProps) {
  return (
    <RemoteSlotBoundary remote={remote}>
      <Suspense fallback={<Spinner />}>
        <RemoteRouteContent remote={remote} routeId={routeId} />
      </Suspense>
    </RemoteSlotBoundary>
  );
}
