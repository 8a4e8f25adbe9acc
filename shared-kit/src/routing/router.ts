/**
 * The router API the apps use, re-exported by the kit, which is the only importer of react-router-dom.
 * The kit is one shared singleton, so the router code and its context exist once on a page (through the
 * shell's copy of the kit) without sharing react-router-dom itself: a shared package ships whole, while this
 * way the build keeps only what is listed here (ESLint keeps apps from importing react-router-dom directly).
 * Add a name here when an app needs more of the router, and list it in routing/index.ts and the kit's root index.
 */
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
} from 'react-router-dom';
export type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
