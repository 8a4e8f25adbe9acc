import { useEffect, useRef, useState } from 'react';
import { likesChanged, useAppDispatch, useKitLikeMutation, useNavigate } from '@dating/shared-kit';
import type { ProfileSummary } from '@dating/shared-kit';
import { useLoggedIn } from '../../../shared/hooks/use-logged-in';
import { useLikesAutoLikeMutation } from '../api/get-auto-like';
import { useDelayFromQuery } from '../hooks/use-delay-from-query';
import { emitNewLikeEvent } from '../new-like-events';
import { NewLikeDialog } from './new-like-dialog';

/** Likes are reloaded 500 ms after an auto-like. */
export const LIKES_RELOAD_DELAY_MS = 500;

export interface NewLikeModalProps {
  /** The liker's photo was pressed (the modal closes and opens their profile). */
  onImagePressed?: (profile: ProfileSummary) => void;
  /** The match button was pressed (the modal likes back and opens the chat). */
  onButtonPressed?: (profile: ProfileSummary) => void;
}

/**
 * The new-like modal as the shell mounts it: for a logged-in member it asks auto-like.php once (after `?t=`
 * seconds), shows the liker, and reloads the likes 500 ms later so badges and lists include the new like.
 */
export function NewLikeModal({ onImagePressed, onButtonPressed }: NewLikeModalProps) {
  const session = useLoggedIn();
  const due = useDelayFromQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [autoLike] = useLikesAutoLikeMutation();
  const [like] = useKitLikeMutation();
  const [profile, setProfile] = useState<ProfileSummary | null>(null);
  const [superLike, setSuperLike] = useState(false);
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  useEffect(() => {
    // Once per mount (the shell keeps the slot mounted across pages); the API also allows one per 6 hours.
    if (!due || session !== 'member' || asked.current) return;
    asked.current = true;
    void autoLike()
      .unwrap()
      .then((result) => {
        if (!result.profile) return;
        setProfile(result.profile);
        setSuperLike(result.super === true);
        reloadTimer.current = setTimeout(() => dispatch(likesChanged()), LIKES_RELOAD_DELAY_MS);
      })
      // No liker this time: the modal simply stays closed.
      .catch(() => undefined);
  }, [due, session, autoLike, dispatch]);

  const imagePressed = (liker: ProfileSummary) => {
    emitNewLikeEvent({ type: 'image-pressed', profile: liker });
    onImagePressed?.(liker);
    setProfile(null);
    navigate(`/members/${liker.id}`);
  };

  const buttonPressed = async (liker: ProfileSummary) => {
    emitNewLikeEvent({ type: 'button-pressed', profile: liker });
    onButtonPressed?.(liker);
    setBusy(true);
    try {
      await like({ profileId: liker.id, source: 'likes' }).unwrap();
    } catch {
      // The chat page still opens; liking back can be retried from the profile or the likes page.
    }
    setBusy(false);
    setProfile(null);
    navigate(`/members/${liker.id}/chat`);
  };

  return (
    <NewLikeDialog
      profile={profile}
      busy={busy}
      superLike={superLike}
      onClose={() => setProfile(null)}
      onImagePressed={imagePressed}
      onButtonPressed={(liker) => void buttonPressed(liker)}
    />
  );
}
