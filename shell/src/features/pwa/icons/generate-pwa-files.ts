// Writes the web app icons and the default manifest into shell/public (both committed). Run after a
// theme colour or manifest change:  cd shell && npx tsx src/features/pwa/icons/generate-pwa-files.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { theme } from '@dating/shared-kit/theme';
import { drawIcon } from './draw-icon';
import { encodePng } from './encode-png';
import { buildWebAppManifest } from '../web-app-manifest';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');
const outDir = path.join(publicDir, 'icons');

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export const iconSizes = [180, 192, 512] as const;

mkdirSync(outDir, { recursive: true });
for (const size of iconSizes) {
  const png = encodePng(size, size, drawIcon(size, rgb(theme.colors.primary), [255, 255, 255]));
  writeFileSync(path.join(outDir, `icon-${size}.png`), png);
  console.log(`icons/icon-${size}.png ${png.length} bytes`);
}

// The gateway serves the manifest with the site's name from the settings; this file is the fallback
// the dev server serves as is.
writeFileSync(path.join(publicDir, 'manifest.webmanifest'), `${JSON.stringify(buildWebAppManifest(), null, 2)}\n`);
console.log('manifest.webmanifest');
