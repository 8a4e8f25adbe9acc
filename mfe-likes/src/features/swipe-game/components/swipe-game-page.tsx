import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame } from '@dating/shared-kit';
import { Alert, Spinner } from '@dating/shared-kit/ui';
import { LoginRequired } from '../../../shared/components/login-required';
import { useLoggedIn } from '../../../shared/hooks/use-logged-in';
import { sharedMessages } from '../../../shared/messages';
import { swipeMessages } from '../messages';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useSwipeGame } from '../hooks/use-swipe-game';
import { MatchModal } from './match-modal';
import { SwipeCard } from './swipe-card';

const Stack = styled.div`
  max-width: 400px;
`;

/** Route swipe-game: one card at a time, like or pass (buttons or arrow keys), 4 likes per day (spec 9). */
export function SwipeGamePage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const session = useLoggedIn();
  const game = useSwipeGame(session === 'member');
  const limitReached = game.swipesLeft <= 0;
  useArrowKeys(session === 'member' && game.current !== null && game.match === null, game.passCurrent, () => {
    if (!limitReached) void game.likeCurrent();
  });
  return (
    <PageFrame app="mfe-likes" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(swipeMessages.title)}>
      <p>{intl.formatMessage(swipeMessages.intro)}</p>
      {session === 'visitor' && <LoginRequired />}
      {(session === 'loading' || game.loading) && <Spinner />}
      {(game.loadFailed || game.failed) && <Alert tone="danger">{intl.formatMessage(sharedMessages.errorGeneric)}</Alert>}
      {session === 'member' && !game.loading && !game.loadFailed && (
        <Stack>
          <p role="status" data-testid="swipes-left">{intl.formatMessage(swipeMessages.left, { count: game.swipesLeft })}</p>
          {limitReached && game.resetsAt && (
            <Alert tone="info">
              {intl.formatMessage(swipeMessages.limitReached, {
                limit: game.limit,
                resetsAt: intl.formatDate(game.resetsAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Alert>
          )}
          {game.current ? (
            <>
              <SwipeCard
                profile={game.current}
                canLike={!limitReached}
                busy={game.busy}
                onLike={() => void game.likeCurrent()}
                onPass={() => void game.passCurrent()}
              />
              <p>{intl.formatMessage(swipeMessages.keyboardHint)}</p>
            </>
          ) : (
            <p>{intl.formatMessage(swipeMessages.empty)}</p>
          )}
        </Stack>
      )}
      <MatchModal profile={game.match} onClose={game.closeMatch} />
    </PageFrame>
  );
}
