import type { StoredSiteSettings } from '../contracts/settings.ts';

/** The name a site's mails, texts and mail pages go out under: its mail name, else the site's name. */
export function siteMailName(settings: Pick<StoredSiteSettings, 'mail_name' | 'name'>): string {
  return settings.mail_name || settings.name;
}

/** The site's own sender: "<site name>" <noreply@<site domain>>; quotes and backslashes would break the header. */
export function siteSender(siteName: string, domain: string): string {
  return `"${siteName.replace(/["\\]/g, '')}" <noreply@${domain}>`;
}
