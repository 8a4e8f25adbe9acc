import { matchPath } from 'react-router-dom';
import { siteRoutes } from '../src/routing/route-table';

/**
 * The HTTP status for a page path: 200 when a route of the site matches, 404 otherwise, so unknown
 * paths carry 404 semantics for crawlers and monitors even though the single-page app renders them.
 * Token pages ({token}) are unknown until some are published, so a bare single segment is a 404 too.
 */
export function pageStatus(pathname: string): 200 | 404 {
  const match = siteRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname));
  return match && match.id !== 'pages-token' ? 200 : 404;
}
