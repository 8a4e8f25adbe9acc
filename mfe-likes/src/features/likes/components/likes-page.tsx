import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@dating/shared-kit';
import { Alert, Spinner } from '@dating/shared-kit/ui';
import { useKitGetLikesQuery } from '@dating/shared-kit';
import { LoginRequired } from '../../../shared/components/login-required';
import { useLoggedIn } from '../../../shared/hooks/use-logged-in';
import { sharedMessages } from '../../../shared/messages';
import { likesTabOf } from '../likes-tab';
import { likesTitleMessages, pageMessages } from '../messages';
import { LikesTabs } from './likes-tabs';

/** Routes likes and likes-type: the received, given and matches tabs (/likes/:type). */
export function LikesPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const { type } = useParams();
  const session = useLoggedIn();
  const likes = useKitGetLikesQuery(undefined, { skip: session !== 'member' });
  return (
    <PageFrame app="mfe-likes" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(likesTitleMessages[likesTabOf(type)])}>
      <p>{intl.formatMessage(pageMessages.likesIntro)}</p>
      {session === 'visitor' && <LoginRequired />}
      {(session === 'loading' || likes.isLoading) && <Spinner />}
      {likes.isError && <Alert tone="danger">{intl.formatMessage(sharedMessages.errorGeneric)}</Alert>}
      {session === 'member' && likes.data && <LikesTabs likes={likes.data} tab={likesTabOf(type)} />}
    </PageFrame>
  );
}
