import { useMemo } from 'react';
import { useKitGetLikesQuery, useKitLikeMutation, useKitUnlikeMutation, useSession, useSignupModal, useLocation } from '@dating/shared-kit';
import type { LikeSource, ProfileSummary } from '@dating/shared-kit';

type CardProfile = Pick<ProfileSummary, 'id'> & { name?: string };

/**
 * The hearts of a list of member cards: which members I like (from likes.php, refreshed by every like),
 * like/unlike on press, and the signup modal (naming the member) for a visitor instead of a call.
 */
export function useCardLikes(source: LikeSource) {
  const { user } = useSession();
  const likes = useKitGetLikesQuery(undefined, { skip: !user });
  const [like, likeState] = useKitLikeMutation();
  const [unlike, unlikeState] = useKitUnlikeMutation();
  const { openSignupModal } = useSignupModal();
  const here = useLocation();
  const likedIds = useMemo(() => new Set(likes.data?.profiles.map((entry) => entry.profile.id)), [likes.data]);
  const busyId = likeState.isLoading ? likeState.originalArgs?.profileId : unlikeState.isLoading ? unlikeState.originalArgs : undefined;

  const toggle = (profile: CardProfile) => {
    if (!user) {
      openSignupModal({ reason: 'like', profileName: profile.name, returnTo: `${here.pathname}${here.search}` });
      return;
    }
    void (likedIds.has(profile.id) ? unlike(profile.id) : like({ profileId: profile.id, source }));
  };

  return {
    isLiked: (id: number) => likedIds.has(id),
    isBusy: (id: number) => busyId === id,
    toggle,
    failed: likeState.isError || unlikeState.isError,
  };
}
