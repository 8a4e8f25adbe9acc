import { useMatches } from '@dating/shared-kit';
import type { RouteHandle } from '@dating/shared-kit';

const fallbackHandle: RouteHandle = { layout: 'default', owner: 'shell' };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'layout' in value && 'owner' in value;
}

/** The handle of the deepest matched route: which layout to use and who owns the page. */
export function useRouteHandle(): RouteHandle & { routeId: string } {
  const matches = useMatches();
  const deepest = [...matches].reverse().find((match) => isRouteHandle(match.handle));
  const handle = deepest && isRouteHandle(deepest.handle) ? deepest.handle : fallbackHandle;
  return { ...handle, routeId: deepest?.id ?? 'error' };
}
