import { familyOfPath, routeFamilies } from '@dating/shared-kit';

/**
 * Whether the page at `pathname` is sure to use the default layout: every shell route does, and so does a
 * remote family whose routes all do. A family with other layouts (sign-up, landers) is left to load its
 * parts when it renders: guessing would make a lander or /signup download the top bar.
 */
export function usesDefaultLayout(pathname: string): boolean {
  const family = familyOfPath(pathname);
  return !family || Object.values(routeFamilies[family.owner].routes).every((layout) => layout === 'default');
}
