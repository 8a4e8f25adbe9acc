import { matchPath } from 'react-router-dom';
import type { LayoutName, RemoteName } from './route-handle';

/**
 * What the shell must know of one remote's route family before the remote has loaded: the path prefixes
 * that select the family (the shell loads the remote's `./routes` when a path starts with one) and the id
 * and layout of every route in it (layouts, the back button and banners key on route ids). Paths,
 * nesting, loaders, handles and lazy parts live only in the remote's `./routes`.
 */
export interface RouteFamily {
  /** Path patterns (react-router syntax) whose paths belong to this family; the most specific wins. */
  prefixes: readonly string[];
  /** Every route id of the family (the site's route names), with its layout. */
  routes: Readonly<Record<string, LayoutName>>;
}

/** The lander kinds that take an optional slug; the landers remote builds its routes from it. */
export const slugLanderKinds = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

/** The route contract between the shell and every remote; a remote's test checks its `./routes` against it. */
export const routeFamilies: Readonly<Record<RemoteName, RouteFamily>> = {
  'mfe-search': {
    prefixes: ['/members', '/match-finder'],
    routes: { members: 'default', 'members-id': 'default', 'match-finder': 'default' },
  },
  'mfe-chat': {
    prefixes: ['/chats', '/members/:id/chat'],
    routes: { chats: 'default', 'chats-id': 'chat', 'members-id-chat': 'chat' },
  },
  'mfe-likes': {
    prefixes: ['/likes', '/swipe-game'],
    routes: { likes: 'default', 'likes-type': 'default', 'likes-m-id': 'default', 'swipe-game': 'default' },
  },
  'mfe-payments': {
    prefixes: ['/credits', '/directdebit', '/transactions', '/premium', '/pricing'],
    routes: {
      credits: 'default',
      'credits-repeat-order': 'default',
      'credits-statement': 'default',
      'credits-id-paymentmethod': 'default',
      directdebit: 'default',
      'transactions-id': 'default',
      premium: 'default',
      pricing: 'default',
    },
  },
  'mfe-signup': {
    prefixes: ['/signup', '/signup-matches', '/complete-signup', '/members/:id/signup', '/activate'],
    routes: {
      signup: 'empty',
      'signup-matches': 'empty',
      'complete-signup': 'empty',
      'members-id-signup': 'empty',
      'activate-done': 'default',
      'activate-error': 'default',
    },
  },
  'mfe-landers': {
    prefixes: ['/landers', '/members/:id/landing', '/members/:id/landing2', '/members/:id/landing3'],
    routes: {
      'landers-tinderswipe': 'lander',
      ...Object.fromEntries(slugLanderKinds.map((kind) => [`landers-${kind}-slug`, 'lander' as const])),
      // Lander kinds added later by the landers remote alone, without a shell release.
      'landers-lander-slug': 'lander',
      'members-id-landing': 'lander',
      'members-id-landing2-slug': 'lander',
      'members-id-landing3-slug': 'lander',
    },
  },
};

const segmentCount = (pattern: string) => pattern.split('/').filter(Boolean).length;

/**
 * The remote whose family a path belongs to, or undefined for a shell path. When prefixes of two families
 * match (`/members` and `/members/:id/chat`), the one with more segments wins.
 */
export function familyOfPath(pathname: string): { owner: RemoteName; prefix: string } | undefined {
  let best: { owner: RemoteName; prefix: string } | undefined;
  for (const [owner, family] of Object.entries(routeFamilies) as [RemoteName, RouteFamily][]) {
    for (const prefix of family.prefixes) {
      if (!matchPath({ path: prefix, end: false }, pathname)) continue;
      if (!best || segmentCount(prefix) > segmentCount(best.prefix)) best = { owner, prefix };
    }
  }
  return best;
}

/**
 * Whether the page at `pathname` is sure to use the default layout: every shell route does, and so does a
 * remote family whose routes all do. A family with other layouts (sign-up, landers) is left to load its
 * parts when it renders: guessing would make a lander or /signup download the top bar. The shell starts
 * the layout's parts and texts early by it, and the gateway preloads them by it.
 */
export function usesDefaultLayout(pathname: string): boolean {
  const family = familyOfPath(pathname);
  return !family || Object.values(routeFamilies[family.owner].routes).every((layout) => layout === 'default');
}

/** The owner and layout of a remote route id, or undefined when no family declares it. */
export function remoteRouteInfo(routeId: string): { owner: RemoteName; layout: LayoutName } | undefined {
  for (const [owner, family] of Object.entries(routeFamilies) as [RemoteName, RouteFamily][]) {
    // hasOwn: an id such as `constructor` must not find Object.prototype's member.
    if (Object.hasOwn(family.routes, routeId)) return { owner, layout: family.routes[routeId] as LayoutName };
  }
  return undefined;
}
