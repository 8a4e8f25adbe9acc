import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useGetCurrentUserQuery, useModalBlocked } from '@dating/shared-kit';
import type { LayoutName } from '@dating/shared-kit';
import { RemoteSlotBoundary } from '../../federation/remote-slot-boundary';
import { federationNameOf } from '../../federation/remotes-registry';
import { useAfterPageLoad } from '../../lib/use-after-page-load';

type NewLikeModalModule = { NewLikeModal?: ComponentType; default?: ComponentType };

const Nothing: ComponentType = () => null;

/**
 * mfe-likes/NewLikeModal, fetched once. The modal is optional: if mfe-likes cannot be loaded the slot renders
 * nothing (the federation runtime plugin reports the failure), rather than a warning on every page.
 */
const RemoteNewLikeModal = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    const module = await loadRemote<NewLikeModalModule>(`${federationNameOf('mfe-likes')}/NewLikeModal`);
    return { default: module?.NewLikeModal ?? module?.default ?? Nothing };
  } catch {
    return { default: Nothing };
  }
});

/**
 * The new-like modal, opened by the auto-like call for logged-in members only. The remote owns the
 * call, the `t` delay and the modal; the shell only decides where and for whom it is mounted.
 */
export function NewLikeSlot({ layout }: { layout: LayoutName }) {
  const { data } = useGetCurrentUserQuery();
  // Modal priority (DESIGN 3): the remote's new-like modal is not mounted while a higher one (entry
  // warning, sign-up, activation, match) has the screen; it mounts, and may open, once that closes.
  const blocked = useModalBlocked('new-like');
  // The modal opens seconds after a page at the earliest (the remote's `t` delay): its remote is fetched
  // once the page has loaded, never before the page's own content.
  const pageLoaded = useAfterPageLoad();
  // Never over the sign-up flow (the empty layout's pages): a new member's auto-like comes at once, and a
  // modal over a step would take the focus and the keys being typed. It opens on the first page after.
  if (!data?.user || blocked || !pageLoaded || layout === 'empty') return null;
  return (
    <RemoteSlotBoundary remote="mfe-likes">
      <Suspense fallback={null}>
        <RemoteNewLikeModal />
      </Suspense>
    </RemoteSlotBoundary>
  );
}
