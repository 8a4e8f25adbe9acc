import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

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

/** A short retry: a remote that is really down should show its fallback within a second or two. */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 300 },
    script: { retryTimes: 2, retryDelay: 300 },
  }) as unknown as ModuleFederationRuntimePlugin;
}
