/**
 * One page of every route family, as the accessibility journey and the layout-shift benchmark load them
 * (one list, so a new family is checked by both). `{id}` stands for a member's id, filled by `routeUrl`.
 */
export interface RouteFamily {
  name: string;
  path: string;
}

export const ROUTE_FAMILIES: readonly RouteFamily[] = [
  { name: 'home', path: '/' },
  { name: 'static page', path: '/terms' },
  { name: 'login', path: '/login' },
  { name: 'members', path: '/members' },
  { name: 'member profile', path: '/members/{id}' },
  { name: 'match finder', path: '/match-finder' },
  { name: 'likes', path: '/likes' },
  { name: 'likes given', path: '/likes/given' },
  { name: 'swipe game', path: '/swipe-game' },
  { name: 'profile', path: '/profile' },
  { name: 'notifications', path: '/notifications' },
  { name: 'complaints', path: '/complaints' },
  { name: 'chats', path: '/chats' },
  { name: 'credits', path: '/credits' },
  { name: 'direct debit', path: '/directdebit?bundle=1' },
  { name: 'signup', path: '/signup' },
  { name: 'lander', path: '/landers/video/summer' },
];

/** The path of a family with `{id}` replaced by a member's id. */
export function routeUrl(route: RouteFamily, memberId: number): string {
  return route.path.replace('{id}', String(memberId));
}
