import type { ReactElement, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { callKey } from '../../api/boot-answers';
import { coreApi } from '../../api/core-api';
import type { CurrentUserResponse, LikesResponse, SiteSettings } from '../../api/contracts';
import type { ChatsSummary } from '../../api/chats-summary';
import { sharedDataApi } from '../../api/shared-data-api';
import type { Locale } from '../../i18n/locales';
import { KitProviders } from '../../providers/kit-providers';
import { localeChanged } from '../../session/session-slice';
import { createAppStore, type AppStore } from '../../store/create-app-store';
import { PREPAINT_STYLE_ATTRIBUTE } from '../release-prepaint';

export interface PrepaintHtml {
  /** The page's style tags, renamed so the client's styled-components leaves them alone. */
  styles: string;
  /** The page's markup. */
  html: string;
}

export interface PrepaintContext {
  locale: Locale;
  /** The site's settings when the server has them (the home page's title); landers need none. */
  settings?: SiteSettings;
  /**
   * user.php's answer for the member whose page this is; without it the page is a visitor's. A member's
   * painted page is theirs alone: the server never keeps it for anyone else.
   */
  user?: CurrentUserResponse;
  /** The page's first API answers by callKey (routing/page-calls.ts), as the server fetched them for this page. */
  answers?: Record<string, unknown>;
}

/**
 * Puts an app's own answers into the page's store before it renders (upsertQueryData with the exact
 * arguments its components ask with), so the page renders with its data as the app's first full render
 * after those calls would. Each app seeds its own endpoints; the kit seeds the session and its summaries.
 */
export type PrepaintSeed = (store: AppStore, context: PrepaintContext) => Promise<unknown>;

/** The answer to the GET `key` among the page's answers, if the server got one. */
export function pageAnswer<T>(context: PrepaintContext, key: string): T | undefined {
  const answers = context.answers;
  return answers && Object.prototype.hasOwnProperty.call(answers, key) ? (answers[key] as T) : undefined;
}

/**
 * The store a painted page renders from: the member the page is for (else a visitor), the page's locale
 * and, when given, the site's settings and the likes and chats summaries every member page's badges read,
 * as the app would have them after its first calls.
 */
async function prepaintStore(context: PrepaintContext) {
  const { locale, settings, user } = context;
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  // upsertQueryData is a thunk: its data lands after it settles, so wait, or the page may render without it.
  await store.dispatch(coreApi.util.upsertQueryData('getCurrentUser', undefined, user ?? { user: null }));
  if (settings) await store.dispatch(coreApi.util.upsertQueryData('getSettings', undefined, settings));
  if (user?.user) {
    const likes = pageAnswer<LikesResponse>(context, callKey('likes.php'));
    if (likes) await store.dispatch(sharedDataApi.util.upsertQueryData('kitGetLikes', undefined, likes));
    const chats = pageAnswer<ChatsSummary>(context, callKey('chats.php'));
    if (chats) await store.dispatch(sharedDataApi.util.upsertQueryData('kitGetChats', undefined, chats));
  }
  return store;
}

/**
 * Renders `page` the way the app's first full render shows it, inside the kit's providers, and waits for
 * everything it suspends on (lazy chunks, message catalogues) so the HTML is complete. Effects do not run:
 * data the page would fetch shows as its loading state (reserved boxes), exactly as on the client.
 */
export async function renderPrepaint(page: ReactNode, context: PrepaintContext, seed?: PrepaintSeed): Promise<PrepaintHtml> {
  const sheet = new ServerStyleSheet();
  try {
    const store = await prepaintStore(context);
    await seed?.(store, context);
    const element: ReactElement = sheet.collectStyles(<KitProviders store={store}>{page}</KitProviders>);
    // A render error fails this page's paint (the caller serves the page unpainted); thrown from React's
    // callback it would escape as an uncaught exception and take the server down.
    let failure: unknown;
    const { prelude } = await prerender(element, {
      onError: (error) => {
        failure ??= error;
      },
    });
    const html = await new Response(prelude).text();
    if (failure !== undefined) throw failure;
    const styles = sheet.getStyleTags().replace(/data-styled="[^"]*"/g, PREPAINT_STYLE_ATTRIBUTE);
    return { styles, html };
  } finally {
    sheet.seal();
  }
}

/**
 * Marks a part of a painted page that shows at every width, over the app when the copy is skipped (an
 * overlay such as the 18+ entry warning, which covers any page alike). It must be a child of `#prepaint`.
 */
export const PREPAINT_ALL_WIDTHS_ATTRIBUTE = 'data-prepaint-all-widths';

/**
 * A style for a painted page whose layout switches in JavaScript at `minWidth` (useMediaQuery): the server
 * paints it as phones see it, so from that width on the painted copy is skipped and the app shows at once
 * (but for the parts marked to show at every width).
 */
export function paintedBelowWidth(minWidth: number): string {
  return `<style ${PREPAINT_STYLE_ATTRIBUTE}>@media (min-width: ${minWidth}px) { #prepaint > :not([${PREPAINT_ALL_WIDTHS_ATTRIBUTE}]) { display: none } #prepaint ~ #root { position: static; visibility: visible } }</style>`;
}
