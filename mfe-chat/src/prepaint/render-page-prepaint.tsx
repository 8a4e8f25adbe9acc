import { callKey } from '@dating/shared-kit/page-calls';
import { pageAnswer, renderRoutePrepaint } from '@dating/shared-kit/prepaint-server';
import type { PrepaintContext, PrepaintHtml } from '@dating/shared-kit/prepaint-server';
import { routes } from '../exposes/routes';

export type { PrepaintContext, PrepaintHtml };

/**
 * This remote's painted page for `path`: the conversation list (/chats), rendered by the same components as
 * the browser's page from the chats.php answer the gateway fetched for it (the kit puts it in the store as
 * the site-wide chats summary). Null for any other path (an open conversation changes as it is read) or
 * without that answer (a skeleton is not worth painting).
 */
export async function renderPagePrepaint(path: string, context: PrepaintContext): Promise<PrepaintHtml | null> {
  const pathname = new URL(path, 'http://prepaint').pathname;
  if (!/^\/chats\/?$/.test(pathname) || !context.user?.user || pageAnswer(context, callKey('chats.php')) === undefined) return null;
  return renderRoutePrepaint(routes, path, context);
}
