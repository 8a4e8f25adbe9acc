import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame, Link, useParams } from '@dating/shared-kit';
import type { LikedByEntry } from '@dating/shared-kit';
import { Alert, Button, Spinner } from '@dating/shared-kit/ui';
import { useKitGetLikesQuery } from '@dating/shared-kit';
import { useLikesMarkSeenMutation } from '../../../shared/api/mark-like-seen';
import { LoginRequired } from '../../../shared/components/login-required';
import { useLoggedIn } from '../../../shared/hooks/use-logged-in';
import { ActionError } from '../../../shared/components/action-error';
import { sharedMessages } from '../../../shared/messages';
import { useLikeActions } from '../hooks/use-like-actions';
import { likesMessages, pageMessages } from '../messages';
import { LikesList } from './likes-list';

// One card, not a grid of them: a single column at a card's width.
const Narrow = styled.div`
  max-width: 280px;
  & > ul {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Opening a liked-by profile clears its new-like flag, once per visit of this page. */
function useMarkSeen(entry: LikedByEntry | undefined) {
  const [markSeen] = useLikesMarkSeenMutation();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!entry?.like_new || marked.current === entry.id) return;
    marked.current = entry.id;
    void markSeen(entry.id);
  }, [entry, markSeen]);
}

/** Route likes-m-id (/likes/m/:id): the one member who liked me, with like back and a link to the profile. */
export function LikerPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const id = Number(useParams().id);
  const session = useLoggedIn();
  const likes = useKitGetLikesQuery(undefined, { skip: session !== 'member' });
  const entry = likes.data?.liked_by.find((candidate) => candidate.id === id);
  const { busyId, errorCode, likeBack, unlike } = useLikeActions();
  useMarkSeen(entry);
  const title = entry
    ? intl.formatMessage(likesMessages.likedYou, { name: entry.profile.name })
    : intl.formatMessage(pageMessages.likesMIdTitle);
  return (
    <PageFrame app="mfe-likes" routeId={routeId} build={__BUILD_LABEL__} title={title}>
      {session === 'visitor' && <LoginRequired />}
      {(session === 'loading' || likes.isLoading) && <Spinner />}
      {likes.isError && <Alert tone="danger">{intl.formatMessage(sharedMessages.errorGeneric)}</Alert>}
      {errorCode && <ActionError code={errorCode} />}
      {likes.data && !entry && <p>{intl.formatMessage(likesMessages.likerGone)}</p>}
      {entry && (
        <Narrow>
          <LikesList
            label={intl.formatMessage(likesMessages.listReceived)}
            entries={[{ profile: entry.profile, match: entry.match, isNew: entry.like_new, superLike: entry.super, liked: entry.match }]}
            busyId={busyId}
            onLikeBack={likeBack}
            onUnlike={unlike}
          />
        </Narrow>
      )}
      {likes.data && (
        <p>
          <Button as={Link} to="/likes/received" variant="ghost">
            {intl.formatMessage(likesMessages.allLikes)}
          </Button>
        </p>
      )}
    </PageFrame>
  );
}
