import { ownBarRoutes } from '../../shared/own-bar-routes';

// Kept apart from the tab bar's code: the site layout reserves the bar's room on every page, while the bar
// itself loads only with the default layout's parts (layouts/default-layout-parts.tsx).

/** Routes without the tab bar: those that bring their own bars (a conversation, sign-up). */
export const tabBarHiddenRoutes: ReadonlySet<string> = new Set(ownBarRoutes);

/** Whether the phone tab bar shows on this route (the layout reserves room for it when it does). */
export function showsTabBar(routeId: string | undefined): boolean {
  return !routeId || !tabBarHiddenRoutes.has(routeId);
}
