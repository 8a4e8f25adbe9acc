import { renderRoutePrepaint } from '@dating/shared-kit/prepaint-server';
import type { PrepaintContext, PrepaintHtml } from '@dating/shared-kit/prepaint-server';
import { routes } from '../exposes/routes';

export type { PrepaintContext, PrepaintHtml };

/** The /landers pages this remote paints; member landings need the member's data, so they render in the browser. */
const painted = routes.filter((route) => route.path?.startsWith('/landers/'));

/**
 * This remote's painted page for `path` (a lander, any slug, with the landing's search so its links keep the
 * tracking): exactly what the browser's first render of the page shows (members' pictures as reserved boxes
 * until they load). Null for a path it does not paint. The gateway calls this through the registry's entry
 * for the visitor, so a swapped landers build also paints its own pages.
 */
export function renderLanderPrepaint(path: string, context: PrepaintContext): Promise<PrepaintHtml | null> {
  return renderRoutePrepaint(painted, path, context);
}
