/**
 * An operator's own wording (settings texts, a profile's fictional warning) is written in the site's
 * language (settings.domain_language, 'nl_NL'). It is shown only in that locale; every other locale shows
 * the catalogue's translation instead.
 */
export function siteText(
  domainLanguage: string | undefined,
  locale: string,
  operatorText: string | null | undefined,
  translation: string,
): string {
  const siteLanguage = domainLanguage?.slice(0, 2).toLowerCase();
  return operatorText && siteLanguage === locale ? operatorText : translation;
}
