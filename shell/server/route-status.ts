import { matchPath } from 'react-router-dom';
// The contract alone: the gateway does not load the kit's React parts.
import { familyOfPath } from '@dating/shared-kit/routing';
import { shellRoutes } from '../src/routing/route-table';
import { staticPageForToken } from '../src/features/static-pages/page-slugs';

/**
 * The HTTP status for a page path: 200 when a route of the site matches, 404 otherwise, so unknown
 * paths carry 404 semantics for crawlers and monitors even though the single-page app renders them.
 * Paths of a remote's family are 200: the remote alone knows its pages (and ships new ones, such as
 * lander kinds, without a gateway release), and shows its own 404 page inside the slot.
 * A token page ({token}) is 200 only when its token names a static page, as the page itself decides.
 */
export function pageStatus(pathname: string): 200 | 404 {
  if (familyOfPath(pathname)) return 200;
  const match = shellRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname));
  if (!match) return 404;
  if (match.id !== 'pages-token') return 200;
  return staticPageForToken(decodeURIComponent(pathname.slice(1))) ? 200 : 404;
}
