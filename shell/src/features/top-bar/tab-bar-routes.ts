// Kept apart from the tab bar's code: the site layout reserves the bar's room on every page, while the bar
// itself loads only with the default layout's parts (layouts/default-layout-parts.tsx).

/** Routes without the tab bar: a conversation (its composer owns the bottom) and sign-up. */
export const tabBarHiddenRoutes: ReadonlySet<string> = new Set([
  'chats-id',
  'members-id-chat',
  'signup',
  'signup-matches',
  'complete-signup',
  'members-id-signup',
]);

/** Whether the phone tab bar shows on this route (the layout reserves room for it when it does). */
export function showsTabBar(routeId: string | undefined): boolean {
  return !routeId || !tabBarHiddenRoutes.has(routeId);
}
