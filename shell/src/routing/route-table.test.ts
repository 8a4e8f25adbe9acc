import { familyOfPath, remoteNames, remoteRouteInfo, routeFamilies, matchPath } from '@dating/shared-kit';
import { shellRoutes } from './route-table';

/** What the shell knows of any route id before a remote loads: its own table, then the contract. */
const routeInfo = (id: string) => {
  const own = shellRoutes.find((route) => route.id === id);
  return own ? { owner: 'shell', layout: own.layout } : remoteRouteInfo(id);
};

const specRouteIds = [
  'index',
  'members',
  'members-id',
  'chats',
  'chats-id',
  'likes',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
  'credits-repeat-order',
  'premium',
  'profile',
  'notifications',
  'settings',
  'signup',
  'login',
  'complete-signup',
  'complaints',
  'pricing',
];

const specPaths = [
  '/',
  '/likes',
  '/likes/:type',
  '/likes/m/:id',
  '/members',
  '/members/:id',
  '/members/:id/chat',
  '/members/:id/landing',
  '/members/:id/signup',
  '/members/:id/landing2/:slug?',
  '/members/:id/landing3/:slug?',
  '/chats',
  '/chats/:id',
  '/account-deleted',
  '/complaints',
  '/complete-signup',
  '/credits',
  '/credits/repeat-order',
  '/credits/:id/:paymentmethod?',
  '/directdebit',
  '/lang-config',
  '/login',
  '/match-finder',
  '/notifications',
  '/premium',
  '/pricing',
  '/profile',
  '/reset-password',
  '/reset-password/do',
  '/signup',
  '/signup-matches',
  '/swipe-game',
  '/activate/done',
  '/activate/error',
  '/mail-change/do',
  '/transactions/:id?',
  '/landers/tinderswipe',
  '/landers/alonetonight/:slug?',
  '/landers/collagelanding/:slug?',
  '/landers/gallery/:slug?',
  '/landers/iconslanding/:slug?',
  '/landers/maplanding/:slug?',
  '/landers/socialnetwork/:slug?',
  '/landers/transitionsvideolanding/:slug?',
  '/landers/video/:slug?',
  '/:token',
  '/ban',
  '/cookies',
  '/faq',
  '/privacy',
  '/return-policy',
  '/service',
  '/terms',
];

const shellIds = shellRoutes.map((route) => route.id);
const remoteIds = Object.values(routeFamilies).flatMap((family) => Object.keys(family.routes));

describe('the shell route table and the route contract', () => {
  it('reaches every path: a shell route, or a remote family the shell loads for it', () => {
    for (const pattern of specPaths) {
      const example = pattern.replace(/:\w+\?/g, 'x').replace(/:\w+/g, '7');
      const shellRoute = shellRoutes.find((route) => route.id !== 'pages-token' && matchPath({ path: route.path, end: true }, example));
      const reached = Boolean(shellRoute) || Boolean(familyOfPath(example)) || pattern === '/:token';
      expect(reached, pattern).toBe(true);
      // A path is the shell's or one family's, never both.
      expect(Boolean(shellRoute) && Boolean(familyOfPath(example)), pattern).toBe(false);
    }
  });

  it('keeps the spec route names as route ids, each once across the shell and every remote', () => {
    const ids = [...shellIds, ...remoteIds];
    expect(ids).toEqual(expect.arrayContaining(specRouteIds));
    expect(new Set(ids).size).toBe(ids.length);
    expect(shellIds.filter((id) => id.startsWith('pages-')).sort()).toEqual([
      'pages-ban',
      'pages-cookies',
      'pages-faq',
      'pages-privacy',
      'pages-return-policy',
      'pages-service',
      'pages-terms',
      'pages-token',
    ]);
  });

  it('has a family, with prefixes and routes, for every remote', () => {
    for (const remote of remoteNames) {
      expect(routeFamilies[remote].prefixes.length, remote).toBeGreaterThan(0);
      expect(Object.keys(routeFamilies[remote].routes).length, remote).toBeGreaterThan(0);
    }
  });

  it.each([
    ['members-id', 'mfe-search'],
    ['match-finder', 'mfe-search'],
    ['members-id-chat', 'mfe-chat'],
    ['likes-m-id', 'mfe-likes'],
    ['swipe-game', 'mfe-likes'],
    ['directdebit', 'mfe-payments'],
    ['transactions-id', 'mfe-payments'],
    ['members-id-signup', 'mfe-signup'],
    ['activate-done', 'mfe-signup'],
    ['landers-video-slug', 'mfe-landers'],
    ['members-id-landing2-slug', 'mfe-landers'],
    ['profile', 'shell'],
    ['no-such-route', undefined],
  ])('gives %s to the app ARCHITECTURE.md names (%s)', (id, owner) => {
    expect(routeInfo(id)?.owner).toBe(owner);
  });

  it.each([
    ['chats-id', 'chat'],
    ['landers-tinderswipe', 'lander'],
    ['members-id-landing', 'lander'],
    ['members', 'default'],
    ['login', 'default'],
  ])('gives %s the %s layout, as the spec does', (id, layout) => {
    expect(routeInfo(id)?.layout).toBe(layout);
  });
});
