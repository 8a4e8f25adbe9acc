import { useKitBlockMutation, useKitLikeMutation, useKitUnblockMutation, useKitUnlikeMutation } from '@dating/shared-kit';

/*
 * The like and block requests of one profile page. The action bar, the More menu and the status line are
 * separate components; a fixed cache key per profile lets them share one request's state (busy, failed).
 */
const key = (kind: string, id: number) => ({ fixedCacheKey: `profile-${kind}-${id}` });

export const useProfileLike = (id: number) => useKitLikeMutation(key('like', id));
export const useProfileUnlike = (id: number) => useKitUnlikeMutation(key('unlike', id));
export const useProfileBlock = (id: number) => useKitBlockMutation(key('block', id));
export const useProfileUnblock = (id: number) => useKitUnblockMutation(key('unblock', id));
