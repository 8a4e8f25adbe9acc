/** Layouts; the shell picks one from the deepest matched route. */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

/** The apps that own route families. */
export const remoteNames = ['mfe-search', 'mfe-chat', 'mfe-likes', 'mfe-payments', 'mfe-signup', 'mfe-landers'] as const;
export type RemoteName = (typeof remoteNames)[number];
export type AppName = RemoteName | 'shell';

/** What every route of the site carries in its react-router `handle`. */
export interface RouteHandle {
  layout: LayoutName;
  owner: AppName;
}
