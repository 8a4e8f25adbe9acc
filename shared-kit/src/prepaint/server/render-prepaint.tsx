import type { ReactElement, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { coreApi } from '../../api/core-api';
import type { SiteSettings } from '../../api/contracts';
import type { Locale } from '../../i18n/locales';
import { KitProviders } from '../../providers/kit-providers';
import { localeChanged } from '../../session/session-slice';
import { createAppStore } from '../../store/create-app-store';
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
}

/**
 * The store a painted page renders from: a visitor (no session: painted pages are for visitors), the
 * page's locale and, when given, the site's settings, as the app would have them after its first calls.
 */
async function prepaintStore({ locale, settings }: PrepaintContext) {
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  // upsertQueryData is a thunk: its data lands after it settles, so wait, or the page may render without it.
  await store.dispatch(coreApi.util.upsertQueryData('getCurrentUser', undefined, { user: null }));
  if (settings) await store.dispatch(coreApi.util.upsertQueryData('getSettings', undefined, settings));
  return store;
}

/**
 * Renders `page` the way the app's first full render shows it, inside the kit's providers, and waits for
 * everything it suspends on (lazy chunks, message catalogues) so the HTML is complete. Effects do not run:
 * data the page would fetch shows as its loading state (reserved boxes), exactly as on the client.
 */
export async function renderPrepaint(page: ReactNode, context: PrepaintContext): Promise<PrepaintHtml> {
  const sheet = new ServerStyleSheet();
  try {
    const store = await prepaintStore(context);
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
