import { TokenPage } from '../../shared/pages/token-page';
import { StaticTokenPage } from './static-page-route';

/** The {token} route: a known page token shows its static page, any other token the 404 page. */
export function StaticTokenRoute() {
  return <StaticTokenPage notFound={<TokenPage />} />;
}
