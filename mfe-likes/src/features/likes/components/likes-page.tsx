import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame, useParams, usePrepaintReleaseWhen } from '@dating/shared-kit';
import { useLikesSummary } from '@dating/shared-kit';
import { Alert } from '@dating/shared-kit/ui';
import { LoginRequired } from '../../../shared/components/login-required';
import { useLoggedIn } from '../../../shared/hooks/use-logged-in';
import { sharedMessages } from '../../../shared/messages';
import { likesTabOf } from '../likes-tab';
import { likesTitleMessages, pageMessages } from '../messages';
import { LikesSkeleton } from './likes-skeleton';
import { LikesViews } from './likes-views';

/** Routes likes and likes-type: the received, given, matches and visitors tabs (/likes/:type). */
export function LikesPage({ routeId, VisitorsPanel }: { routeId: string; VisitorsPanel: ComponentType }) {
  const intl = useIntl();
  const { type } = useParams();
  const session = useLoggedIn();
  // The site-wide likes summary: the shell's badge and this page share one cache entry.
  const likes = useLikesSummary();
  // A member's likes may arrive painted by the server: it gives way once this list (or an error) shows.
  usePrepaintReleaseWhen(Boolean(likes.data) || likes.isError || session === 'visitor', routeId);
  return (
    <PageFrame app="mfe-likes" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(likesTitleMessages[likesTabOf(type)])}>
      <p>{intl.formatMessage(pageMessages.likesIntro)}</p>
      {session === 'visitor' && <LoginRequired />}
      {(session === 'loading' || (session === 'member' && !likes.data && !likes.isError)) && <LikesSkeleton />}
      {likes.isError && <Alert tone="danger">{intl.formatMessage(sharedMessages.errorGeneric)}</Alert>}
      {session === 'member' && likes.data && <LikesViews likes={likes.data} tab={likesTabOf(type)} VisitorsPanel={VisitorsPanel} />}
    </PageFrame>
  );
}
