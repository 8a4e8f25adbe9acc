import { createHash } from 'node:crypto';

/**
 * Which files may be cached for a year without asking again. The builds name code `[name].[contenthash:8].js`
 * and assets (hero pictures, fonts) `[contenthash:16].<ext>`: a changed file gets a new name, so the old name's
 * bytes never change. Everything else (pages, `remotes.json`, `mf-manifest.json`, `remoteEntry.js`, prepaint
 * fragments) is revalidated on every use with its ETag: a swapped or stopped remote must be noticed at once.
 */
const hashedCode = /\.[0-9a-f]{8}\.(?:js|css)$/;
const hashedAsset = /(?:^|\/)[0-9a-f]{16,}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function isHashedFile(pathname: string): boolean {
  return hashedCode.test(pathname) || hashedAsset.test(pathname);
}

export function cacheControlFor(pathname: string): string {
  return isHashedFile(pathname) ? IMMUTABLE : REVALIDATE;
}

/** A strong ETag for a body the gateway makes itself (a page, the registry); `kind` keeps kinds apart. */
export function contentEtag(kind: string, body: string | Buffer): string {
  return `"${kind}-${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}
