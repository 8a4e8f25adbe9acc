import { siteRoutes } from './route-table';

const specRouteIds = [
  'index', 'members', 'members-id', 'chats', 'chats-id', 'likes', 'likes-type', 'likes-m-id', 'credits',
  'credits-id-paymentmethod', 'credits-repeat-order', 'premium', 'profile', 'notifications', 'settings', 'signup',
  'login', 'complete-signup', 'complaints', 'pricing',
];

const specPaths = [
  '/', '/likes', '/likes/:type', '/likes/m/:id', '/members', '/members/:id', '/members/:id/chat',
  '/members/:id/landing', '/members/:id/signup', '/members/:id/landing2/:slug?', '/members/:id/landing3/:slug?',
  '/chats', '/chats/:id', '/account-deleted', '/complaints', '/complete-signup', '/credits', '/credits/repeat-order',
  '/credits/:id/:paymentmethod?', '/directdebit', '/lang-config', '/login', '/match-finder', '/notifications',
  '/premium', '/pricing', '/profile', '/reset-password', '/reset-password/do', '/signup', '/signup-matches',
  '/swipe-game', '/activate/done', '/activate/error', '/mail-change/do', '/transactions/:id?', '/landers/tinderswipe',
  '/landers/alonetonight/:slug?', '/landers/collagelanding/:slug?', '/landers/gallery/:slug?',
  '/landers/iconslanding/:slug?', '/landers/maplanding/:slug?', '/landers/socialnetwork/:slug?',
  '/landers/transitionsvideolanding/:slug?', '/landers/video/:slug?', '/:token', '/ban', '/cookies', '/faq',
  '/privacy', '/return-policy', '/service', '/terms',
];

describe('siteRoutes', () => {
  it('has every route of spec section 2', () => {
    const paths = siteRoutes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(specPaths));
  });

  it('keeps the spec route names as route ids, each once', () => {
    const ids = siteRoutes.map((route) => route.id);
    expect(ids).toEqual(expect.arrayContaining(specRouteIds));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('pages-')).sort()).toEqual(
      ['pages-ban', 'pages-cookies', 'pages-faq', 'pages-privacy', 'pages-return-policy', 'pages-service', 'pages-terms', 'pages-token'],
    );
  });

  it('gives each family to the app ARCHITECTURE.md names', () => {
    const owner = (id: string) => siteRoutes.find((route) => route.id === id)?.owner;
    expect(owner('members-id')).toBe('mfe-search');
    expect(owner('match-finder')).toBe('mfe-search');
    expect(owner('members-id-chat')).toBe('mfe-chat');
    expect(owner('likes-m-id')).toBe('mfe-likes');
    expect(owner('swipe-game')).toBe('mfe-likes');
    expect(owner('directdebit')).toBe('mfe-payments');
    expect(owner('transactions-id')).toBe('mfe-payments');
    expect(owner('members-id-signup')).toBe('mfe-signup');
    expect(owner('activate-done')).toBe('mfe-signup');
    expect(owner('landers-video-slug')).toBe('mfe-landers');
    expect(owner('members-id-landing2-slug')).toBe('mfe-landers');
    expect(owner('profile')).toBe('shell');
  });

  it('uses the chat and lander layouts where the spec does', () => {
    const layout = (id: string) => siteRoutes.find((route) => route.id === id)?.layout;
    expect(layout('chats-id')).toBe('chat');
    expect(layout('landers-tinderswipe')).toBe('lander');
    expect(layout('members-id-landing')).toBe('lander');
    expect(layout('members')).toBe('default');
  });
});
