import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError, sharedVersionProblems } from './shared-versions';
import type { Satisfies, SharedVersion } from './shared-versions';

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  message: string;
}

/**
 * Reports every failed remote load (to the console now, to monitoring later). Returning nothing
 * keeps the rejection, so the React error boundary around that remote's slot shows the fallback.
 */
export function errorLoadRemotePlugin(report: (failure: RemoteFailure) => void = () => undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'site-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      const failure = { id, lifecycle, message: error instanceof Error ? error.message : String(error) };
      report(failure);
      return undefined;
    },
  };
}

// A short retry: a remote that is really down should show its fallback within a second or two.
export { retryPlugin } from './retry-plugin';

type HostShared = Record<string, { version: string; from: string; shareConfig?: { requiredVersion?: string | false } }[]>;

/** The singletons the shell itself provides, as its federation instance registered them. */
export function hostSharedVersions(shared: HostShared, hostName: string): SharedVersion[] {
  return Object.entries(shared).flatMap(([name, versions]) =>
    versions
      .filter((entry) => entry.from === hostName)
      .map((entry) => ({ name, version: entry.version, requiredVersion: entry.shareConfig?.requiredVersion })),
  );
}

/**
 * Checks a remote's manifest before any of its code runs: a remote built against another major of a shared
 * singleton fails to load with IncompatibleRemoteError, so its slot shows the fallback and the page lives on.
 */
export function sharedVersionPlugin(satisfies: Satisfies = satisfy): ModuleFederationRuntimePlugin {
  return {
    name: 'site-shared-versions',
    loadRemoteSnapshot(args) {
      if (!args.manifestJson) return args;
      const host = hostSharedVersions(args.options.shared as unknown as HostShared, args.options.name);
      const problems = sharedVersionProblems(host, args.manifestJson.shared, satisfies);
      if (problems.length > 0) throw new IncompatibleRemoteError(args.moduleInfo.name, problems);
      return args;
    },
  };
}
