import { createHash } from 'node:crypto';
import { SingleFlight } from '../single-flight';

/** The parts of a Module Federation 2 `mf-manifest.json` the gateway reads to preload a remote's route code. */
interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
export interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
}

/** The files a page needs from a remote before its routes can render, as absolute URLs. */
export interface RemotePreloads {
  manifest: string;
  entry: string;
  scripts: string[];
  styles: string[];
}

/**
 * Where a remote's files are, what its `./<expose>` needs at once (the sync chunks its manifest lists) and
 * its entry script. `publicPath: 'auto'` (every app's build) means: beside the manifest.
 */
export function remotePreloads(manifestUrl: string, manifest: RemoteManifest, expose: string): RemotePreloads | null {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
  const entryName = manifest.metaData?.remoteEntry?.name;
  const exposed = manifest.exposes?.find((item) => item.path === `./${expose}` || item.name === expose);
  if (!entryName || !exposed) return null;
  const at = (file: string) => new URL(file, base).href;
  const entryPath = manifest.metaData?.remoteEntry?.path ?? '';
  return {
    manifest: manifestUrl,
    entry: at(entryPath ? `${entryPath.replace(/\/$/, '')}/${entryName}` : entryName),
    scripts: (exposed.assets?.js?.sync ?? []).map(at),
    styles: (exposed.assets?.css?.sync ?? []).map(at),
  };
}

interface Known {
  manifest: RemoteManifest | null;
  etag: string | null;
  /** Which build the manifest is (its ETag, or its text's hash), or UNAVAILABLE when it could not be read. */
  version: string;
  checkedAt: number;
}

/** The version of a manifest that could not be read: the remote is down, or answers with an error. */
export const UNAVAILABLE = 'unavailable';

const versionOf = (etag: string | null, text: string) => etag ?? `sha1:${createHash('sha1').update(text).digest('base64url')}`;

/**
 * The remotes' manifests as the browser would get them, kept and revalidated (ETag) after `recheckMs`,
 * so a swapped, redeployed or stopped remote is noticed at once. A manifest
 * that cannot be read gives no preloads: the page then loads the remote as it always did.
 */
export class RemoteManifests {
  private readonly known = new Map<string, Known>();
  private readonly checks = new SingleFlight<RemoteManifest | null>();

  // Revalidated for every page by default (a 304 from the remote's static server): a page must never
  // preload from a remote that has just gone down, or the browser may reuse the failed preload when the
  // member retries the remote's slot.
  constructor(
    private readonly recheckMs = 0,
    private readonly timeoutMs = 1_000,
  ) {}

  async get(url: string): Promise<RemoteManifest | null> {
    const known = this.known.get(url);
    if (known && Date.now() - known.checkedAt < this.recheckMs) return known.manifest;
    return this.checks.run(url, () => this.refresh(url, known));
  }

  /**
   * Which version of the manifest at `url` a page would preload from now, as checked at most `maxAgeMs` ago
   * (checked again, sharing a running check, when older): a page kept with another version carries stale preloads.
   */
  async version(url: string, maxAgeMs: number): Promise<string> {
    const known = this.known.get(url);
    if (known && Date.now() - known.checkedAt <= maxAgeMs) return known.version;
    await this.get(url);
    return this.known.get(url)?.version ?? UNAVAILABLE;
  }

  /** The version `get` last found at `url` (UNAVAILABLE when it has not been read). */
  knownVersion(url: string): string {
    return this.known.get(url)?.version ?? UNAVAILABLE;
  }

  private async refresh(url: string, known: Known | undefined): Promise<RemoteManifest | null> {
    let entry: Known;
    try {
      const response = await fetch(url, {
        headers: known?.etag ? { 'if-none-match': known.etag } : {},
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status === 304 && known) entry = { ...known, checkedAt: Date.now() };
      else if (!response.ok) throw new Error(`HTTP ${response.status}`);
      else {
        const text = await response.text();
        const etag = response.headers.get('etag');
        entry = { manifest: JSON.parse(text) as RemoteManifest, etag, version: versionOf(etag, text), checkedAt: Date.now() };
      }
    } catch {
      entry = { manifest: null, etag: null, version: UNAVAILABLE, checkedAt: Date.now() };
    }
    // Bounded: the registry names a handful of manifests, but variants can be many.
    if (this.known.size >= 200) this.known.clear();
    this.known.set(url, entry);
    return entry.manifest;
  }
}
