import { familyOfPath, routeFamilies } from '@dating/shared-kit';
import { loadDefaultLayoutParts } from '../layouts/load-layout-parts';
import { loadHomePage } from './shell-pages';

/**
 * Whether the page at `pathname` is sure to use the default layout: every shell route does, and so does a
 * remote family whose routes all do. A family with other layouts (sign-up, landers) is left to load its
 * parts when it renders: guessing would make a lander or /signup download the top bar.
 */
export function usesDefaultLayout(pathname: string): boolean {
  const family = familyOfPath(pathname);
  return !family || Object.values(routeFamilies[family.owner].routes).every((layout) => layout === 'default');
}

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
