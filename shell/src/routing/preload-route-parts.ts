import { loadDefaultLayoutParts } from '../layouts/load-layout-parts';
import { loadHomePage } from './shell-pages';
import { usesDefaultLayout } from '@dating/shared-kit';

/**
 * Starts downloading the chunks the first page will need (the default layout's parts, the home page) while
 * the app still waits for the registry and settings, instead of after its first render asks for them.
 */
export function preloadRouteParts(pathname: string): void {
  const loads: Promise<unknown>[] = [];
  if (usesDefaultLayout(pathname)) loads.push(loadDefaultLayoutParts());
  if (pathname === '/') loads.push(loadHomePage());
  // A failed preload is retried (and reported) by the render that needs the chunk.
  for (const load of loads) load.catch(() => undefined);
}
