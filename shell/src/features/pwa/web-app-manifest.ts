import { theme } from '@dating/shared-kit/theme';

/** What of the site's settings the manifest uses. */
export interface ManifestSettings {
  name: string;
  description?: string;
  domain_language?: string;
}

/** The site's name until the settings say otherwise (the static file for the dev server uses it too). */
export const defaultManifestSettings: ManifestSettings = {
  name: 'Datingsite',
  description: 'Ontmoet singles bij jou in de buurt. Maak gratis een profiel aan, zoek, like en chat.',
  domain_language: 'nl_NL',
};

/** Icon files in shell/public/icons, drawn by icons/generate-icons.ts. */
export const manifestIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  // Full-bleed background with the heart inside the safe zone, so launchers may crop it to any shape.
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The web app manifest that makes the site installable: standalone display, opening on the members
 * search (start_url /members), in the theme's colours and with the site's own name.
 */
export function buildWebAppManifest(settings: ManifestSettings = defaultManifestSettings) {
  const name = settings.name.trim() || defaultManifestSettings.name;
  return {
    id: '/',
    name,
    short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
    description: settings.description ?? defaultManifestSettings.description,
    lang: (settings.domain_language ?? 'nl_NL').slice(0, 2).toLowerCase(),
    start_url: '/members',
    scope: '/',
    display: 'standalone',
    background_color: theme.colors.background,
    theme_color: theme.colors.primary,
    icons: manifestIcons,
  };
}
