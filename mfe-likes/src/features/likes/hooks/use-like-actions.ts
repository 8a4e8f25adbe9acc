import { useState } from 'react';
import type { ProfileSummary } from '@dating/shared-kit';
import { toApiError, useKitLikeMutation, useKitUnlikeMutation } from '@dating/shared-kit';

/** Like back and unlike from the likes pages, with the member being changed and the last error code. */
export function useLikeActions() {
  const [like] = useKitLikeMutation();
  const [unlike] = useKitUnlikeMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  const run = async (profile: ProfileSummary, action: () => Promise<unknown>) => {
    setBusyId(profile.id);
    setErrorCode(null);
    try {
      await action();
    } catch (error) {
      setErrorCode(toApiError(error)?.code ?? 'generic');
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
