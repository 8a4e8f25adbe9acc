import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteRemote } from '../site-processes';
import type { CdnSettings } from './cdn';
import { ensureCdnRegistry, manifestUrl, pointRemote, publishBuild, readRegistry } from './cdn';
import { entryAfterRelease } from './release-audience';
import type { Audience } from './release-audience';
import { releaseSharedProblems } from './shared-check';

export interface ReleaseRequest {
  cdn: CdnSettings;
  remote: SiteRemote;
  /** The remote's built folder (its manifest declares the version). */
  buildDir: string;
  audience: Audience;
  /** The live shell's mf-manifest.json: what the build's shared singletons must fit. */
  shellManifestFile: string;
}

/** A refused release: the build cannot run on the live shell, and nobody was pointed at it. */
export class ReleaseRefused extends Error {}

/**
 * Publishes a built remote in the CDN and points the registry at it for the audience; answers its manifest
 * URL. Refuses, before publishing, a build the live shell cannot serve its shared singletons to.
 */
export async function releaseRemote(request: ReleaseRequest): Promise<string> {
  const [shellManifest, remoteManifest] = await Promise.all(
    [request.shellManifestFile, path.join(request.buildDir, 'mf-manifest.json')].map(
      async (file) => JSON.parse(await readFile(file, 'utf8')) as Parameters<typeof releaseSharedProblems>[0],
    ),
  );
  const problems = releaseSharedProblems(shellManifest ?? {}, remoteManifest ?? {});
  if (problems.length > 0) throw new ReleaseRefused(`${request.remote} cannot run on the live shell:\n- ${problems.join('\n- ')}`);
  await ensureCdnRegistry(request.cdn);
  const version = await publishBuild(request.cdn, request.remote, request.buildDir);
  const url = manifestUrl(request.cdn, request.remote, version);
  const current = (await readRegistry(request.cdn)).remotes[request.remote];
  await pointRemote(request.cdn, request.remote, entryAfterRelease(current, url, request.audience));
  return url;
}
