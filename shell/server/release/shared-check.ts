import { satisfy } from '@module-federation/enhanced/runtime';
import { sharedVersionProblems } from '../../src/federation/shared-versions';
import type { SharedVersion } from '../../src/federation/shared-versions';

interface ManifestShared {
  shared?: SharedVersion[];
}

/**
 * Why a remote's build cannot run on the shell that is live (another React or shared-kit major, say): the
 * check the shell makes in the browser (sharedVersionPlugin), made before a release points anyone at it.
 */
export function releaseSharedProblems(shellManifest: ManifestShared, remoteManifest: ManifestShared): string[] {
  return sharedVersionProblems(shellManifest.shared ?? [], remoteManifest.shared ?? [], satisfy);
}
