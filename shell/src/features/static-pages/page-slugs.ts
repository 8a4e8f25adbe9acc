import type { StaticPageName } from './static-page-names';

/**
 * Other addresses of the static pages ({token} pages): the names members and partners type or
 * link to in the site's languages. Any other token is unknown and shows the 404 page.
 */
const slugsByPage: Record<StaticPageName, readonly string[]> = {
  terms: ['algemene-voorwaarden', 'voorwaarden', 'terms-and-conditions', 'agb', 'conditions-generales'],
  privacy: ['privacyverklaring', 'privacybeleid', 'privacy-policy', 'datenschutz'],
  cookies: ['cookiebeleid', 'cookie-policy'],
  ban: ['huisregels', 'house-rules', 'bans'],
  faq: ['veelgestelde-vragen', 'help', 'hilfe'],
  'return-policy': ['retourbeleid', 'refund-policy', 'refunds', 'herroeping'],
  service: ['klantenservice', 'support', 'contact', 'kundenservice'],
};

const pageBySlug = new Map<string, StaticPageName>(
  Object.entries(slugsByPage).flatMap(([page, slugs]) => slugs.map((slug) => [slug, page as StaticPageName] as const)),
);

/** The static page a token addresses, or undefined for an unknown token (the 404 page). */
export function staticPageForToken(token: string | undefined): StaticPageName | undefined {
  return token ? pageBySlug.get(token.toLowerCase()) : undefined;
}

/** Every token that resolves to a page, for the gateway's status codes and tests. */
export const knownPageTokens: readonly string[] = [...pageBySlug.keys()];
