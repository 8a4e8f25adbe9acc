import type { ComponentType } from 'react';
import { useGetCurrentUserQuery, useModalBlocked } from '@dating/shared-kit';
import type { LayoutName } from '@dating/shared-kit';
import { lazyRemoteModal, RemoteModalSlot } from '../../federation/remote-modal';
import { useAfterPageLoad } from '../../lib/use-after-page-load';

const Nothing: ComponentType = () => null;

/** mfe-likes/NewLikeModal, fetched once; optional: without mfe-likes the slot renders nothing. */
const RemoteNewLikeModal = lazyRemoteModal('mfe-likes', 'NewLikeModal', Nothing);

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
    <RemoteModalSlot remote="mfe-likes">
      <RemoteNewLikeModal />
    </RemoteModalSlot>
  );
}
