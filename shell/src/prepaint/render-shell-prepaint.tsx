import type { RouteObject } from '@dating/shared-kit';
import { AppMessagesProvider } from '@dating/shared-kit';
import { renderRoutePrepaint } from '@dating/shared-kit/prepaint-server';
import type { PrepaintContext as KitPrepaintContext, PrepaintHtml } from '@dating/shared-kit/prepaint-server';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { HomePage } from '../features/home/home-page';
import { shouldShowEntryWarning } from '../features/alerts/entry-warning/entry-warning-rule';
import { PaintedEntryWarning } from './painted-entry-warning';
import type { AlertStateMirror } from '../shared/site-alerts/alert-state-cookie';
import { PrepaintLayout, RemoteSlot } from './prepaint-layout';

export type { PrepaintHtml };
export { REMOTE_SLOT } from './prepaint-layout';

/** The kit's context, and for a member's layout what their browser mirrored for the banners (its cookie). */
export interface PrepaintContext extends KitPrepaintContext {
  /** The parsed `site_alert_state` cookie (alert-state-cookie.ts); undefined when the browser sent none. */
  alertState?: AlertStateMirror;
  /** The visitor confirmed the 18+ entry warning (its cookie, entry-warning-cookie.ts). */
  entryWarningConfirmed?: boolean;
}

/**
 * Whether a member page is painted under the 18+ entry warning: the app's rule for a visitor of the
 * default layout in a browser tab (the installed app, which never shows it, takes the painted one away).
 */
function paintsEntryWarning(context: PrepaintContext): boolean {
  const { settings } = context;
  if (!settings) return false;
  return shouldShowEntryWarning({
    loggedIn: Boolean(context.user?.user),
    standalone: false,
    dismissed: context.entryWarningConfirmed === true,
    settings,
    layout: 'default',
  });
}

/**
 * The kinds of page the shell paints: its own home page, the lander layout a remote fills, and the
 * default layout as a member sees it (top bar with their badges and credits) around a member page a
 * remote fills, or as a visitor sees it (under the 18+ entry warning until they confirmed it).
 */
export type ShellPrepaintKind = 'home' | 'lander-layout' | 'member-layout';

/**
 * The member pages the gateway paints (the kit's painted-paths.ts) with their route ids from the route
 * contract (mfe-search's routes): the banners keep away from some route ids. Any other path counts as a
 * page without such rules.
 */
const memberPages = [
  { id: 'members', path: '/members' },
  { id: 'members-id', path: '/members/:id' },
  { id: 'member-page', path: '*' },
] as const;

function routesFor(kind: ShellPrepaintKind, context: PrepaintContext): RouteObject[] {
  if (kind === 'home')
    return [
      {
        id: 'index',
        path: '/',
        element: (
          <PrepaintLayout layout="default">
            <HomePage />
          </PrepaintLayout>
        ),
      },
    ];
  if (kind === 'lander-layout')
    return [
      {
        id: 'lander',
        path: '*',
        element: (
          <PrepaintLayout layout="lander">
            <RemoteSlot />
          </PrepaintLayout>
        ),
      },
    ];
  const entryWarning = paintsEntryWarning(context);
  return memberPages.map(({ id, path }) => ({
    id,
    path,
    element: (
      <>
        <PrepaintLayout layout="default" alerts={{ routeId: id, state: context.alertState }}>
          <RemoteSlot />
        </PrepaintLayout>
        {entryWarning && <PaintedEntryWarning siteName={context.settings?.name ?? ''} />}
      </>
    ),
  }));
}

/**
 * The shell's painted page for a visitor: the same components as the app, under a static router at the
 * page's path, with the shell's messages. The gateway calls this per site and locale and caches the result,
 * except a member's layout (`context.user`), which is theirs alone and rendered per page.
 */
export async function renderShellPrepaint(kind: ShellPrepaintKind, path: string, context: PrepaintContext): Promise<PrepaintHtml> {
  const painted = await renderRoutePrepaint(routesFor(kind, context), path, context, (page) => (
    <AppMessagesProvider scope="shell" load={loadShellMessages}>
      {page}
    </AppMessagesProvider>
  ));
  if (!painted) throw new Error(`no painted page for ${path}`);
  return painted;
}

/** The painted page's locale, as the app will pick it: the locale cookie, else the site's language. */
export { initialLocale as prepaintLocale } from '@dating/shared-kit';
