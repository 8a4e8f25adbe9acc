import { Suspense } from 'react';
import {
  familyOfPath,
  remoteNames,
  remoteRouteInfo,
  routeFamilies,
  Outlet,
  useLocation,
  useNavigate,
  useRouteError,
} from '@dating/shared-kit';
import type { RemoteName, RouteHandle, PatchRoutesOnNavigationFunction, RouteObject } from '@dating/shared-kit';
import { Spinner } from '@dating/shared-kit/ui';
import { NotFoundPage } from '../shared/pages/not-found-page';
import { loadRemoteRoutes, RemoteUnavailableError } from './load-remote-routes';
import { RemoteSlotBoundary } from './remote-slot-boundary';
import { RemoteUnavailable } from './remote-unavailable';

/** The id of the pathless route under which a remote's `./routes` are mounted. */
export const familyRouteId = (remote: RemoteName) => `family-${remote}`;

/** Navigates to where the member already is, so the router asks for the family's routes again. */
function useReload() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(location, { replace: true });
}

/** The family's slot: its error boundary around whatever route of the remote matched. */
function FamilySlot({ remote }: { remote: RemoteName }) {
  const reload = useReload();
  const { pathname } = useLocation();
  return (
    <RemoteSlotBoundary remote={remote} onRetry={reload} resetKey={pathname}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </RemoteSlotBoundary>
  );
}

/** A remote route's loader or lazy part failed: the same fallback as a remote that is down. */
function FamilyError({ remote }: { remote: RemoteName }) {
  const reload = useReload();
  console.warn(`[${remote}] route failed`, useRouteError());
  return <RemoteUnavailable remote={remote} onRetry={() => void reload()} />;
}

/** The contract's layout and owner on every route the remote declares, over whatever handle it set. */
function withContractHandles(remote: RemoteName, routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const info = route.id ? remoteRouteInfo(route.id) : undefined;
    const handle =
      info?.owner === remote ? ({ ...(route.handle as object), layout: info.layout, owner: remote } satisfies RouteHandle) : route.handle;
    if (route.index) return { ...route, handle };
    return { ...route, handle, children: route.children && withContractHandles(remote, route.children) };
  });
}

/**
 * Mounts each remote's route family into the shell's router on the first navigation into it
 * (react-router's `patchRoutesOnNavigation`): the remote's `./routes` become the children of the
 * family's pathless route, with their nesting, loaders, handles and lazy parts. One instance per router.
 */
export class RemoteFamilies {
  private readonly mounted = new Set<RemoteName>();
  private readonly failures = new Map<RemoteName, unknown>();

  /** One pathless route per remote; until it is mounted, a catch route per prefix stands for its paths. */
  routes(): RouteObject[] {
    return remoteNames.map((remote) => ({
      id: familyRouteId(remote),
      element: <FamilySlot remote={remote} />,
      errorElement: <FamilyError remote={remote} />,
      children: routeFamilies[remote].prefixes.map((prefix) => ({
        id: `${remote}:${prefix}`,
        path: `${prefix}/*`,
        handle: { layout: 'default', owner: remote } satisfies RouteHandle,
        element: <FamilyCatch remote={remote} families={this} />,
      })),
    }));
  }

  isMounted(remote: RemoteName): boolean {
    return this.mounted.has(remote);
  }

  failure(remote: RemoteName): unknown {
    return this.failures.get(remote);
  }

  readonly patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
    const family = familyOfPath(path);
    if (!family || this.mounted.has(family.owner)) return;
    try {
      const routes = await loadRemoteRoutes(family.owner);
      if (signal.aborted) return;
      patch(familyRouteId(family.owner), withContractHandles(family.owner, routes));
      this.mounted.add(family.owner);
      this.failures.delete(family.owner);
    } catch (error) {
      // Not rethrown: the router would show its error page instead of the layout. The catch route shows it.
      this.failures.set(family.owner, error);
    }
  };
}

/**
 * Matches a family's path that no route of the remote claims: the remote could not be loaded (its slot
 * shows the fallback with a retry), or it loaded and has no such page (the 404 page).
 */
function FamilyCatch({ remote, families }: { remote: RemoteName; families: RemoteFamilies }) {
  if (families.isMounted(remote)) return <NotFoundPage />;
  throw families.failure(remote) ?? new RemoteUnavailableError(remote);
}
