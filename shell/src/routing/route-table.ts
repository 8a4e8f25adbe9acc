import type { AppName, LayoutName } from '@dating/shared-kit';

/** One route of spec section 2: its id (the spec's route name), path, owning app and layout. */
export interface SiteRoute {
  id: string;
  path: string;
  owner: AppName;
  layout: LayoutName;
}

const slugLanders = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

export const staticPageNames = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service'] as const;

const route = (id: string, path: string, owner: AppName, layout: LayoutName = 'default'): SiteRoute => ({
  id,
  path,
  owner,
  layout,
});

/**
 * Every route of the site. The shell owns this table because layouts, the back button and banners key
 * on route ids before a remote has loaded; each remote renders the routes with these ids from `./routes`.
 */
export const siteRoutes: readonly SiteRoute[] = [
  route('index', '/', 'shell'),
  route('login', '/login', 'shell'),
  route('reset-password', '/reset-password', 'shell'),
  route('reset-password-do', '/reset-password/do', 'shell'),
  route('mail-change-do', '/mail-change/do', 'shell'),
  route('profile', '/profile', 'shell'),
  route('notifications', '/notifications', 'shell'),
  // The spec references a route named settings: the notification settings under a second name.
  route('settings', '/settings', 'shell'),
  route('lang-config', '/lang-config', 'shell'),
  route('complaints', '/complaints', 'shell'),
  route('account-deleted', '/account-deleted', 'shell'),
  ...staticPageNames.map((name) => route(`pages-${name}`, `/${name}`, 'shell')),

  route('members', '/members', 'mfe-search'),
  route('members-id', '/members/:id', 'mfe-search'),
  route('match-finder', '/match-finder', 'mfe-search'),

  route('chats', '/chats', 'mfe-chat'),
  route('chats-id', '/chats/:id', 'mfe-chat', 'chat'),
  route('members-id-chat', '/members/:id/chat', 'mfe-chat', 'chat'),

  route('likes', '/likes', 'mfe-likes'),
  route('likes-m-id', '/likes/m/:id', 'mfe-likes'),
  route('likes-type', '/likes/:type', 'mfe-likes'),
  route('swipe-game', '/swipe-game', 'mfe-likes'),

  route('credits', '/credits', 'mfe-payments'),
  route('credits-repeat-order', '/credits/repeat-order', 'mfe-payments'),
  route('credits-id-paymentmethod', '/credits/:id/:paymentmethod?', 'mfe-payments'),
  route('directdebit', '/directdebit', 'mfe-payments'),
  route('transactions-id', '/transactions/:id?', 'mfe-payments'),
  route('premium', '/premium', 'mfe-payments'),
  route('pricing', '/pricing', 'mfe-payments'),

  route('signup', '/signup', 'mfe-signup', 'empty'),
  route('signup-matches', '/signup-matches', 'mfe-signup', 'empty'),
  route('complete-signup', '/complete-signup', 'mfe-signup', 'empty'),
  route('members-id-signup', '/members/:id/signup', 'mfe-signup', 'empty'),
  route('activate-done', '/activate/done', 'mfe-signup'),
  route('activate-error', '/activate/error', 'mfe-signup'),

  route('landers-tinderswipe', '/landers/tinderswipe', 'mfe-landers', 'lander'),
  ...slugLanders.map((kind) => route(`landers-${kind}-slug`, `/landers/${kind}/:slug?`, 'mfe-landers', 'lander')),
  // Lander kinds added later by the landers remote alone, without a shell release.
  route('landers-lander-slug', '/landers/:lander/:slug?', 'mfe-landers', 'lander'),
  route('members-id-landing', '/members/:id/landing', 'mfe-landers', 'lander'),
  route('members-id-landing2-slug', '/members/:id/landing2/:slug?', 'mfe-landers', 'lander'),
  route('members-id-landing3-slug', '/members/:id/landing3/:slug?', 'mfe-landers', 'lander'),

  // Token pages ({token} in the spec) come last: any single unknown segment falls through to them.
  route('pages-token', '/:token', 'shell'),
];
