import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@dating/shared-kit/theme';
import { buildWebAppManifest, manifestIcons } from './web-app-manifest';

const publicDir = path.resolve(__dirname, '../../../public');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('makes the site installable: standalone, starting on /members, in the theme colours', () => {
    expect(buildWebAppManifest()).toMatchObject({
      name: 'Datingsite',
      display: 'standalone',
      start_url: '/members',
      scope: '/',
      theme_color: theme.colors.primary,
      background_color: theme.colors.background,
    });
  });

  it('carries the site’s name, description and language from the settings', () => {
    const manifest = buildWebAppManifest({ name: 'Flirtplaats Nederland', description: 'Flirten', domain_language: 'de_DE' });
    expect(manifest).toMatchObject({ name: 'Flirtplaats Nederland', short_name: 'Flirtplaats', description: 'Flirten', lang: 'de' });
    expect(buildWebAppManifest({ name: '  ' }).name).toBe('Datingsite');
  });

  it('has 192 and 512 pixel icons that exist in public/icons with those sizes, one maskable', () => {
    for (const icon of manifestIcons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    expect(manifestIcons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifestIcons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(pngSize('icons/icon-180.png')).toBe('180x180');
  });

  it('is the file the dev server serves (regenerate with icons/generate-pwa-files.ts)', () => {
    expect(JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(buildWebAppManifest())),
    );
  });
});
