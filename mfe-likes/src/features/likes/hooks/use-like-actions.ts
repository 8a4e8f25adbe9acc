import { useState } from 'react';
import type { ProfileSummary } from '@dating/shared-kit';
import { useLikesLikeMutation } from '../../../shared/api/like-profile';
import { useLikesUnlikeMutation } from '../../../shared/api/unlike-profile';
import { apiErrorOf } from '../../../shared/api/api-error';

/** Like back and unlike from the likes pages, with the member being changed and the last error code. */
export function useLikeActions() {
  const [like] = useLikesLikeMutation();
  const [unlike] = useLikesUnlikeMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  const run = async (profile: ProfileSummary, action: () => Promise<unknown>) => {
    setBusyId(profile.id);
    setErrorCode(null);
    try {
      await action();
    } catch (error) {
      setErrorCode(apiErrorOf(error)?.body?.error ?? 'generic');
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    errorCode,
    likeBack: (profile: ProfileSummary) => run(profile, () => like({ profileId: profile.id, source: 'likes' }).unwrap()),
    unlike: (profile: ProfileSummary) => run(profile, () => unlike(profile.id).unwrap()),
  };
}
