import type { RouteObject } from '@dating/shared-kit';
import { AppMessagesProvider } from '@dating/shared-kit';
import { renderRoutePrepaint } from '@dating/shared-kit/prepaint-server';
import type { PrepaintContext, PrepaintHtml } from '@dating/shared-kit/prepaint-server';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { HomePage } from '../features/home/home-page';
import { PrepaintLayout, RemoteSlot } from './prepaint-layout';

export type { PrepaintContext, PrepaintHtml };
export { REMOTE_SLOT } from './prepaint-layout';

/**
 * The kinds of page the shell paints: its own home page, the lander layout a remote fills, and the
 * default layout as a member sees it (top bar with their badges and credits) around a member page a
 * remote fills.
 */
export type ShellPrepaintKind = 'home' | 'lander-layout' | 'member-layout';

const routes: Record<ShellPrepaintKind, RouteObject[]> = {
  home: [{ id: 'index', path: '/', element: <PrepaintLayout layout="default"><HomePage /></PrepaintLayout> }],
  'lander-layout': [{ id: 'lander', path: '*', element: <PrepaintLayout layout="lander"><RemoteSlot /></PrepaintLayout> }],
  'member-layout': [{ id: 'member-page', path: '*', element: <PrepaintLayout layout="default"><RemoteSlot /></PrepaintLayout> }],
};

/**
 * The shell's painted page for a visitor: the same components as the app, under a static router at the
 * page's path, with the shell's messages. The gateway calls this per site and locale and caches the result,
 * except a member's layout (`context.user`), which is theirs alone and rendered per page.
 */
export async function renderShellPrepaint(kind: ShellPrepaintKind, path: string, context: PrepaintContext): Promise<PrepaintHtml> {
  const painted = await renderRoutePrepaint(routes[kind], path, context, (page) => (
    <AppMessagesProvider scope="shell" load={loadShellMessages}>
      {page}
    </AppMessagesProvider>
  ));
  if (!painted) throw new Error(`no painted page for ${path}`);
  return painted;
}

/** The painted page's locale, as the app will pick it: the locale cookie, else the site's language. */
export { initialLocale as prepaintLocale } from '@dating/shared-kit';
