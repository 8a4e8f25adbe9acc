import type { ReactNode } from 'react';
import { AppMessagesProvider, reloadOnceForChunkError, type MessagesLoader, useParams } from '@dating/shared-kit';
import { Spinner } from '@dating/shared-kit/ui';
import { loadStaticPageMessages } from './load-static-page-messages';
import { staticPageForToken } from './page-slugs';
import { StaticPage } from './static-page';
import { staticPageOfRoute, type StaticPageName } from './static-page-names';

// The texts are a lazy chunk: after a deploy the old chunk may be gone, and a fresh page load fixes that.
const loadTexts: MessagesLoader = (locale) =>
  loadStaticPageMessages(locale).catch((error: unknown) => {
    reloadOnceForChunkError(error);
    throw error;
  });

function WithPageTexts({ page }: { page: StaticPageName }) {
  return (
    <AppMessagesProvider scope="shell-pages" load={loadTexts} fallback={<Spinner />}>
      <StaticPage page={page} />
    </AppMessagesProvider>
  );
}

/** The route element of pages-terms, pages-privacy, ... (route ids). */
export function StaticPageRoute({ routeId }: { routeId: string }) {
  const page = staticPageOfRoute(routeId);
  if (!page) throw new Error(`${routeId} is no static page route`);
  return <WithPageTexts page={page} />;
}

/** The {token} route: a known page token shows that page, any other token the 404 page it is given. */
export function StaticTokenPage({ notFound }: { notFound: ReactNode }) {
  const { token } = useParams();
  const page = staticPageForToken(token);
  return page ? <WithPageTexts page={page} /> : <>{notFound}</>;
}
