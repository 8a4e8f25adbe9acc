import { useEffect, useRef, useState } from 'react';
import type { ProfileSummary } from '@dating/shared-kit';
import { toApiError, useKitLikeMutation } from '@dating/shared-kit';
import { useLikesSwipeGameQuery } from '../api/get-swipe-game';
import { useLikesSwipePassMutation } from '../api/pass-profile';
import { useLikesSwipeUndoMutation } from '../api/undo-swipe';

interface Quota {
  left: number;
  resetsAt: string;
}

/**
 * The card stack: the batch from swipe-game.php minus the cards answered here, today's quota (from the batch,
 * then from each like's swipes_left or a 429 swipe_limit), and a fresh batch when the stack runs out.
 */
export function useSwipeGame(enabled: boolean) {
  const game = useLikesSwipeGameQuery(undefined, { skip: !enabled, refetchOnMountOrArgChange: true });
  const [like] = useKitLikeMutation();
  const [pass] = useLikesSwipePassMutation();
  const [undoSwipe] = useLikesSwipeUndoMutation();
  // Cards an undo brought back, on top of the batch (the swipe may be from an earlier batch).
  const [restored, setRestored] = useState<readonly ProfileSummary[]>([]);
  const [undoProblem, setUndoProblem] = useState<'insufficient_credits' | 'nothing_to_undo' | null>(null);
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const [quota, setQuota] = useState<Quota | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [match, setMatch] = useState<ProfileSummary | null>(null);
  const [freeSuperLikes, setFreeSuperLikes] = useState<number | null>(null);
  const [noCredits, setNoCredits] = useState(false);

  const data = game.data;
  const dealt = [...restored, ...(data?.profiles.filter((profile) => !restored.some((back) => back.id === profile.id)) ?? [])];
  const waiting = data ? dealt.filter((profile) => !answered.has(profile.id)) : [];
  const current = waiting[0] ?? null;
  const swipesLeft = quota?.left ?? data?.swipes_left ?? 0;
  const resetsAt = quota?.resetsAt ?? data?.resets_at ?? '';

  // Every card of the batch answered: ask for the next one, once per batch received. A batch that brings back
  // only the cards of the batch that was just used up means nobody is left (no endless refetching).
  const refetchedBatch = useRef<{ at: number | undefined; ids: string } | null>(null);
  const { refetch, fulfilledTimeStamp, isFetching } = game;
  const batchIds = data?.profiles.map((profile) => profile.id).join(',') ?? '';
  // True from the render that answers the last card until the refetch starts: without it the page would
  // flash "you have seen everyone" for one frame before the next batch is asked for.
  const batchUsedUp =
    !!data &&
    !current &&
    data.profiles.length > 0 &&
    refetchedBatch.current?.at !== fulfilledTimeStamp &&
    refetchedBatch.current?.ids !== batchIds;
  useEffect(() => {
    if (!batchUsedUp || isFetching) return;
    refetchedBatch.current = { at: fulfilledTimeStamp, ids: batchIds };
    void refetch();
  }, [batchUsedUp, isFetching, fulfilledTimeStamp, batchIds, refetch]);

  const answer = (profile: ProfileSummary) => setAnswered((previous) => new Set(previous).add(profile.id));

  /** Resolves to true when the card was answered (it leaves the stack), false when it stays. */
  const run = async (action: () => Promise<boolean>): Promise<boolean> => {
    if (!current || busy) return false;
    setBusy(true);
    setFailed(false);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  };

  const likeCurrent = () =>
    run(async () => {
      if (!current || swipesLeft <= 0) return false;
      const profile = current;
      try {
        const result = await like({ profileId: profile.id, source: 'swipe' }).unwrap();
        setQuota({ left: result.swipes_left ?? Math.max(0, swipesLeft - 1), resetsAt });
        answer(profile);
        if (result.match) setMatch(profile);
        return true;
      } catch (error) {
        const failure = toApiError(error);
        if (failure?.code === 'swipe_limit') {
          setQuota({ left: 0, resetsAt: String(failure.params.resets_at ?? resetsAt) });
        } else if (failure?.code === 'profile_not_found') {
          answer(profile);
          return true;
        } else {
          setFailed(true);
        }
        return false;
      }
    });

  /** Swipe up or the star: a super like, paid (or free for premium); it uses none of the day's likes. */
  const superLikeCurrent = () =>
    run(async () => {
      if (!current) return false;
      const profile = current;
      setNoCredits(false);
      try {
        const result = await like({ profileId: profile.id, source: 'swipe', superLike: { clientId: crypto.randomUUID() } }).unwrap();
        setFreeSuperLikes(result.free_super_likes_left ?? 0);
        answer(profile);
        if (result.match) setMatch(profile);
        return true;
      } catch (error) {
        const code = toApiError(error)?.code;
        if (code === 'insufficient_credits') setNoCredits(true);
        else if (code === 'profile_not_found') {
          answer(profile);
          return true;
        } else setFailed(true);
        return false;
      }
    });

  /** Takes back the last swipe of the day (premium free, else for credits): its card returns to the top. */
  const undoLast = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    setUndoProblem(null);
    try {
      const result = await undoSwipe(crypto.randomUUID()).unwrap();
      setAnswered((previous) => {
        const next = new Set(previous);
        next.delete(result.profile.id);
        return next;
      });
      setRestored((previous) => [result.profile, ...previous.filter((back) => back.id !== result.profile.id)]);
      setQuota({ left: result.swipes_left, resetsAt });
    } catch (error) {
      const code = toApiError(error)?.code;
      if (code === 'insufficient_credits' || code === 'nothing_to_undo') setUndoProblem(code);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const passCurrent = () =>
    run(async () => {
      if (!current) return false;
      const profile = current;
      try {
        await pass(profile.id).unwrap();
        answer(profile);
        return true;
      } catch (error) {
        if (toApiError(error)?.code !== 'profile_not_found') {
          setFailed(true);
          return false;
        }
        answer(profile);
        return true;
      }
    });

  return {
    loading: game.isLoading || (!current && (isFetching || batchUsedUp)),
    loadFailed: game.isError,
    current,
    /** The cards under the top one, nearest first (the stack shows two). */
    behind: waiting.slice(1, 3),
    limit: data?.limit ?? 4,
    swipesLeft,
    resetsAt,
    busy,
    failed,
    match,
    closeMatch: () => setMatch(null),
    likeCurrent,
    passCurrent,
    superLikeCurrent,
    /** What the next super like costs: 0 while a premium member has free ones left today. */
    superLikeCost: (freeSuperLikes ?? data?.free_super_likes_left ?? 0) > 0 ? 0 : (data?.super_like_credits ?? 0),
    /** The last super like was refused for want of credits. */
    noCredits,
    undoLast,
    /** What undoing the last swipe costs: 0 for premium members. */
    undoCost: data?.undo_credits ?? 0,
    undoProblem,
    /** Whether the top card's member super liked me. */
    superLikedMe: current !== null && (data?.super_liked_by ?? []).includes(current.id),
  };
}
