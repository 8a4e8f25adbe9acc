import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { renderPrepaint, type PrepaintContext, type PrepaintHtml, type PrepaintSeed } from './render-prepaint';

/**
 * An app's painted page for `path` (with its search, so painted links keep the landing's parameters): the
 * app's own route table under a static router, rendered by `renderPrepaint`. `wrap` adds what the app renders
 * around its routes (its message catalogue); `seed` puts its page's answers into the store. Null when no route of the table answers the path with 200.
 */
export async function renderRoutePrepaint(
  routes: RouteObject[],
  path: string,
  context: PrepaintContext,
  wrap: (page: ReactNode) => ReactNode = (page) => page,
  seed?: PrepaintSeed,
): Promise<PrepaintHtml | null> {
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(new URL(path, 'http://prepaint')));
  if (result instanceof Response || result.matches === null || result.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, result);
  return renderPrepaint(wrap(<StaticRouterProvider router={router} context={result} hydrate={false} />), context, seed);
}
