import type { MembersResponse, MemberProfileResponse } from '@dating/shared-kit';
import { callKey } from '@dating/shared-kit/page-calls';
import type { AppStore } from '@dating/shared-kit';
import {
  memberProfileReceived,
  memberSearchReceived,
  paintedBelowWidth,
  pageAnswer,
  renderRoutePrepaint,
} from '@dating/shared-kit/prepaint-server';
import type { PrepaintContext, PrepaintHtml, PrepaintSeed } from '@dating/shared-kit/prepaint-server';
import { theme } from '@dating/shared-kit/theme';
import { routes } from '../exposes/routes';
import { initialised, initialSearchState, searchArgs } from '../features/search/state/search-state';

export type { PrepaintContext, PrepaintHtml };

/**
 * The member search as a first visit shows it: the default filters (the server knows no filters the
 * member kept in this tab) and the first page of results, when the gateway got that answer.
 */
function searchSeed(context: PrepaintContext): PrepaintSeed | null {
  const args = { ...searchArgs(initialSearchState), page: 1 };
  const answer = pageAnswer<MembersResponse>(context, callKey('members.php', args));
  if (!answer) return null;
  return async (store: AppStore) => {
    store.dispatch(initialised({}));
    await store.dispatch(memberSearchReceived(args, answer));
  };
}

/** A member's profile, from the gateway's member.php answer for that id. */
function profileSeed(id: number, context: PrepaintContext): PrepaintSeed | null {
  const answer = pageAnswer<MemberProfileResponse>(context, callKey('member.php', { id }));
  if (!answer) return null;
  return (store: AppStore) => store.dispatch(memberProfileReceived(id, answer));
}

/** The seed of the page at `pathname` when this remote paints it and the gateway got its answer. */
function seedFor(pathname: string, context: PrepaintContext): PrepaintSeed | null {
  if (/^\/members\/?$/.test(pathname)) return searchSeed(context);
  const profile = /^\/members\/(\d{1,12})\/?$/.exec(pathname);
  return profile ? profileSeed(Number(profile[1]), context) : null;
}

/**
 * This remote's painted member page for `path` (the search or a profile), rendered by the same components
 * as the browser's page with the answers the gateway fetched for it; null for a path it does not paint, or
 * without its answer (a skeleton is not worth painting). The search filters and the profile's gallery
 * switch layout in JavaScript at the lg breakpoint, so the copy is painted as phones see it and wider
 * screens skip it.
 */
export async function renderPagePrepaint(path: string, context: PrepaintContext): Promise<PrepaintHtml | null> {
  const pathname = new URL(path, 'http://prepaint').pathname;
  const seed = seedFor(pathname, context);
  if (!seed) return null;
  const painted = await renderRoutePrepaint(routes, path, context, undefined, seed);
  if (!painted) return null;
  return { styles: painted.styles + paintedBelowWidth(theme.breakpoints.lg), html: painted.html };
}
