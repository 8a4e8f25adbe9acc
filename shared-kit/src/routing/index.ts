// The kit's routing concern: which app owns which route. The router itself is re-exported by the kit's root index.
export { remoteNames } from './route-handle';
export type { AppName, LayoutName, RemoteName, RouteHandle } from './route-handle';
export { routeFamilies, familyOfPath, remoteRouteInfo, slugLanderKinds, usesDefaultLayout } from './route-contract';
export type { RouteFamily } from './route-contract';
