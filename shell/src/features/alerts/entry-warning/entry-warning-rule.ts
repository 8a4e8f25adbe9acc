import type { LayoutName, SiteSettings } from '@dating/shared-kit';

/** In the chat and lander layouts the entry warning applies to these countries only. */
export const contentLayoutCountries: readonly string[] = ['NL', 'DE'];

export interface EntryWarningInput {
  loggedIn: boolean;
  /** Running as the installed web app (display-mode standalone). */
  standalone: boolean;
  dismissed: boolean;
  settings: Pick<SiteSettings, 'enable_site_entry_popup' | 'site_entry_popup_countries' | 'geoip_country'>;
  layout: LayoutName;
}

/** Whether the 18+ site-entry warning is due for this visitor. */
export function shouldShowEntryWarning({ loggedIn, standalone, dismissed, settings, layout }: EntryWarningInput): boolean {
  if (loggedIn || standalone || dismissed || !settings.enable_site_entry_popup) return false;
  const country = settings.geoip_country;
  // An empty list means the warning applies everywhere.
  const listed = settings.site_entry_popup_countries;
  if (listed.length > 0 && !listed.includes(country)) return false;
  if ((layout === 'chat' || layout === 'lander') && !contentLayoutCountries.includes(country)) return false;
  return true;
}
