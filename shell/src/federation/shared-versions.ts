/** One shared package as an app declares it: the version it was built with and the range it needs. */
export interface SharedVersion {
  name: string;
  version: string;
  requiredVersion?: string | false | null;
}

export type Satisfies = (version: string, range: string) => boolean;

/** A remote built against a shared singleton the shell cannot give it (another React or shared-kit major). */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: readonly string[],
  ) {
    super(`${remote} is incompatible with this shell: ${problems.join('; ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * Why the shell's shared singletons cannot serve a remote: the remote needs a range the shell's copy
 * is outside of, or the remote was built with a version outside the shell's own range. Empty when they fit.
 * Packages only one side shares are left alone (the remote then uses its own copy).
 */
export function sharedVersionProblems(host: readonly SharedVersion[], remote: readonly SharedVersion[], satisfies: Satisfies): string[] {
  return remote.flatMap((wanted) => {
    const own = host.find((candidate) => candidate.name === wanted.name);
    if (!own) return [];
    if (wanted.requiredVersion && !satisfies(own.version, wanted.requiredVersion)) {
      return [`${wanted.name}: needs ${wanted.requiredVersion}, the shell has ${own.version}`];
    }
    if (own.requiredVersion && !satisfies(wanted.version, own.requiredVersion)) {
      return [`${wanted.name}: built with ${wanted.version}, the shell needs ${own.requiredVersion}`];
    }
    return [];
  });
}
