import { callKey } from '@dating/shared-kit/page-calls';
import { pageAnswer, renderRoutePrepaint } from '@dating/shared-kit/prepaint-server';
import type { PrepaintContext, PrepaintHtml } from '@dating/shared-kit/prepaint-server';
import { routes } from '../exposes/routes';

export type { PrepaintContext, PrepaintHtml };

/** The likes pages this remote paints for a member: the three views of /likes and /likes/:type. */
const likesPage = /^\/likes(?:\/(?:received|given|matches))?\/?$/;

/**
 * This remote's painted likes page for `path`, rendered by the same components as the browser's page from
 * the likes.php answer the gateway fetched for it (the kit puts it in the store as the site-wide likes
 * summary); null for a path it does not paint or without that answer (a skeleton is not worth painting).
 */
export async function renderPagePrepaint(path: string, context: PrepaintContext): Promise<PrepaintHtml | null> {
  const pathname = new URL(path, 'http://prepaint').pathname;
  if (!likesPage.test(pathname) || !context.user?.user || pageAnswer(context, callKey('likes.php')) === undefined) return null;
  return renderRoutePrepaint(routes, path, context);
}
