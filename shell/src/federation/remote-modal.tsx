import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@dating/shared-kit';
import { RemoteSlotBoundary } from './remote-slot-boundary';
import { federationNameOf } from './remotes-registry';

type ExposedModule<Props> = Partial<Record<string, ComponentType<Props>>>;

/**
 * A remote's exposed modal (`remote`/`exposed`, its export of the same name or its default), fetched the first time it
 * renders. A remote that cannot be loaded renders `fallback` instead (the federation runtime plugin reports the
 * failure), so an optional modal never puts a warning on every page.
 */
export function lazyRemoteModal<Props extends object>(
  remote: RemoteName,
  exposed: string,
  fallback: ComponentType<Props>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    try {
      const module = await loadRemote<ExposedModule<Props>>(`${federationNameOf(remote)}/${exposed}`);
      return { default: module?.[exposed] ?? module?.default ?? fallback };
    } catch {
      return { default: fallback };
    }
  });
}

/** Where a remote's modal mounts: a failure or crash stays inside the slot, and nothing shows while it loads. */
export function RemoteModalSlot({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  return (
    <RemoteSlotBoundary remote={remote}>
      <Suspense fallback={null}>{children}</Suspense>
    </RemoteSlotBoundary>
  );
}
