import { NotFoundPage } from './not-found-page';

/**
 * Pages addressed by a token ({token} in the spec). No token pages are published yet, so every token
 * is unknown and shows the 404 page; the gateway answers these paths with status 404 as well.
 */
export function TokenPage() {
  return <NotFoundPage />;
}
