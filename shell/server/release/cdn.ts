import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot, remotePorts } from '../site-processes';
import type { SiteRemote } from '../site-processes';
import type { RemoteEntry, RemotesRegistry } from '../../src/federation/remotes-registry';

/**
 * The static "CDN" of the release build: a folder with every published build of every remote under
 * `<remote>/<version>/`, served as it is by one static server (remote-static.ts), and the registry the
 * gateway serves (`remotes.json` in that folder, read on every request). Releasing a remote adds a folder
 * and repoints the registry; nothing the shell built changes.
 */
export interface CdnSettings {
  /** The folder (CDN_DIR, default `<repo>/cdn`). */
  dir: string;
  /** The registry the gateway serves as /remotes.json. */
  registryFile: string;
  /** Port of the CDN's static server (CDN_PORT, default 3100). */
  port: number;
  /** The origin browsers and the gateway load the CDN from (CDN_ORIGIN, default http://127.0.0.1:<port>). */
  origin: string;
}

export function cdnSettings(env: NodeJS.ProcessEnv = process.env): CdnSettings {
  const dir = path.resolve(env.CDN_DIR ?? path.join(repoRoot, 'cdn'));
  const port = Number(env.CDN_PORT ?? 3100);
  const origin = (env.CDN_ORIGIN ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  return { dir, registryFile: path.join(dir, 'remotes.json'), port, origin };
}

export const SITE_REMOTES = Object.keys(remotePorts) as SiteRemote[];

export function isSiteRemote(name: string): name is SiteRemote {
  return (SITE_REMOTES as string[]).includes(name);
}

/** Where a published build's manifest is served. */
export function manifestUrl(cdn: CdnSettings, remote: SiteRemote, version: string): string {
  return `${cdn.origin}/${remote}/${version}/mf-manifest.json`;
}

/** The version a build's manifest declares (MF_BUILD_VERSION at build time). */
export async function builtVersion(buildDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (!version || !/^[0-9A-Za-z.+-]+$/.test(version))
    throw new Error(`${buildDir}/mf-manifest.json declares no usable version (${String(version)})`);
  return version;
}

/**
 * Copies a build into `<remote>/<version>/`. A version is published once: its files are cached for a year by
 * browsers, so different bytes under a published version are refused.
 */
export async function publishBuild(cdn: CdnSettings, remote: SiteRemote, buildDir: string): Promise<string> {
  const version = await builtVersion(buildDir);
  const target = path.join(cdn.dir, remote, version);
  if (existsSync(target)) {
    const [published, built] = await Promise.all([
      readFile(path.join(target, 'mf-manifest.json'), 'utf8'),
      readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8'),
    ]);
    if (published !== built)
      throw new Error(`${remote} ${version} is already published with other files: build it with another MF_BUILD_VERSION`);
    return version;
  }
  await mkdir(path.dirname(target), { recursive: true });
  // Copied beside, then renamed: the CDN never serves half a build.
  const partial = `${target}.partial-${process.pid}`;
  await cp(buildDir, partial, { recursive: true });
  await rename(partial, target);
  return version;
}

export async function readRegistry(cdn: CdnSettings): Promise<RemotesRegistry> {
  return JSON.parse(await readFile(cdn.registryFile, 'utf8')) as RemotesRegistry;
}

/** Writes the registry at once (rename), so the gateway never reads half a file. */
export async function writeRegistry(cdn: CdnSettings, registry: RemotesRegistry): Promise<void> {
  const partial = `${cdn.registryFile}.partial-${process.pid}`;
  await writeFile(partial, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(partial, cdn.registryFile);
}

/** Each remote's previous registry entries, newest last: what a rollback restores. */
type History = Partial<Record<SiteRemote, RemoteEntry[]>>;

const historyFile = (cdn: CdnSettings) => path.join(cdn.dir, 'release-history.json');

async function readHistory(cdn: CdnSettings): Promise<History> {
  return existsSync(historyFile(cdn)) ? (JSON.parse(await readFile(historyFile(cdn), 'utf8')) as History) : {};
}

/** Points `remote` at `entry`, keeping the entry it replaces for a rollback. */
export async function pointRemote(cdn: CdnSettings, remote: SiteRemote, entry: RemoteEntry): Promise<void> {
  const registry = await readRegistry(cdn);
  const previous = registry.remotes[remote];
  const history = await readHistory(cdn);
  if (previous) history[remote] = [...(history[remote] ?? []), previous];
  await writeFile(historyFile(cdn), `${JSON.stringify(history, null, 2)}\n`);
  await writeRegistry(cdn, { ...registry, remotes: { ...registry.remotes, [remote]: entry } });
}

/** Points `remote` back at the entry its last release replaced; answers it, or null when there is none. */
export async function rollBackRemote(cdn: CdnSettings, remote: SiteRemote): Promise<RemoteEntry | null> {
  const history = await readHistory(cdn);
  const previous = history[remote]?.at(-1);
  if (!previous) return null;
  const registry = await readRegistry(cdn);
  await writeRegistry(cdn, { ...registry, remotes: { ...registry.remotes, [remote]: previous } });
  history[remote] = history[remote]?.slice(0, -1);
  await writeFile(historyFile(cdn), `${JSON.stringify(history, null, 2)}\n`);
  return previous;
}

/**
 * The first start of the release build: publishes each remote's current build (`<remote>/dist`) and writes a
 * registry pointing every visitor at it. An existing registry is left as the releases made it.
 */
export async function ensureCdnRegistry(cdn: CdnSettings): Promise<void> {
  if (existsSync(cdn.registryFile)) return;
  await mkdir(cdn.dir, { recursive: true });
  const remotes: RemotesRegistry['remotes'] = {};
  for (const remote of SITE_REMOTES) {
    const version = await publishBuild(cdn, remote, path.join(repoRoot, remote, 'dist'));
    remotes[remote] = manifestUrl(cdn, remote, version);
  }
  await writeRegistry(cdn, { remotes });
}
