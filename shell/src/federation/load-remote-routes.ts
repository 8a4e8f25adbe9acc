import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RouteObject } from '@dating/shared-kit';
import { federationNameOf } from './remotes-registry';

type RoutesModule = { routes?: RouteObject[]; default?: RouteObject[] };

const pending = new Map<RemoteName, Promise<RouteObject[]>>();

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

async function fetchRoutes(remote: RemoteName): Promise<RouteObject[]> {
  let module: RoutesModule | null;
  try {
    module = await loadRemote<RoutesModule>(`${federationNameOf(remote)}/routes`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  const routes = module?.routes ?? module?.default;
  if (!Array.isArray(routes)) throw new RemoteUnavailableError(remote);
  return routes;
}

/**
 * The routes a remote exposes as `./routes`, loaded once per visit. A failure stays cached (React needs
 * the same promise on every render) until the slot's retry button calls `forgetRemoteRoutes`.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  let routes = pending.get(remote);
  if (!routes) {
    routes = fetchRoutes(remote);
    // The slot's error boundary reports the failure; this only keeps it from being an unhandled rejection.
    routes.catch(() => undefined);
    pending.set(remote, routes);
  }
  return routes;
}

/** Forgets a failed or stale load so the next render asks the network again. */
export function forgetRemoteRoutes(remote: RemoteName): void {
  pending.delete(remote);
}
