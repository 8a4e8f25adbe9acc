// The kit's routing concern: which app owns which route, and the router itself.
export { remoteNames } from './route-handle';
export type { AppName, LayoutName, RemoteName, RouteHandle } from './route-handle';
export { routeFamilies, familyOfPath, remoteRouteInfo, slugLanderKinds, usesDefaultLayout } from './route-contract';
export type { RouteFamily } from './route-contract';
// The router: apps import it from the kit, never from react-router-dom (one copy, one context on the page).
// router.ts decides what the apps get; a name added there is listed here and in the kit's root too.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  isRouteErrorResponse,
  matchPath,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutlet,
  useParams,
  useRouteError,
  useSearchParams,
} from './router';
export type { PatchRoutesOnNavigationFunction, RouteObject } from './router';
