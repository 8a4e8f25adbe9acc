import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import { PageFrame, Link, useNavigate } from '@dating/shared-kit';
import { Alert, Button, VisuallyHidden } from '@dating/shared-kit/ui';
import { LoginRequired } from '../../../shared/components/login-required';
import { useLoggedIn } from '../../../shared/hooks/use-logged-in';
import { useReducedMotion } from '../../../shared/hooks/use-reduced-motion';
import { sharedMessages } from '../../../shared/messages';
import type { SwipeDirection } from '../gesture/swipe-decision';
import { swipeMessages } from '../messages';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useSwipeGame } from '../hooks/use-swipe-game';
import { MatchModal } from './match-modal';
import { SwipeCard, type SwipeCardHandle } from './swipe-card';
import { SwipeCardFace } from './swipe-card-face';
import { SwipeControls } from './swipe-controls';
import { SwipeLoading } from './swipe-loading';
import { UndoSwipe } from './undo-swipe';
import { BehindCard, Hint, LikesLeft, StackArea, Stage } from './swipe-styles';

const ANNOUNCED = { like: swipeMessages.liked, skip: swipeMessages.skipped, super: swipeMessages.superLiked } as const;

/** Route swipe-game: a card stack to swipe, buttons and arrow keys, 4 likes per day (DESIGN 4). */
export function SwipeGamePage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const theme = useTheme();
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();
  const session = useLoggedIn();
  const game = useSwipeGame(session === 'member');
  const [announcement, setAnnouncement] = useState('');
  const stage = useRef<HTMLDivElement>(null);
  const card = useRef<SwipeCardHandle>(null);
  const limitReached = game.swipesLeft <= 0;
  const playing = session === 'member' && game.current !== null && game.match === null;
  const stageWidth = useCallback(() => stage.current?.getBoundingClientRect().width ?? 0, []);
  const flyOutMs = reducedMotion ? 0 : parseFloat(theme.durations.slow);

  const { current, likeCurrent, passCurrent, superLikeCurrent } = game;
  const commit = async (direction: SwipeDirection) => {
    if (!current) return false;
    const done = await { like: likeCurrent, skip: passCurrent, super: superLikeCurrent }[direction]();
    if (done) setAnnouncement(intl.formatMessage(ANNOUNCED[direction], { name: current.name }));
    return done;
  };
  const answer = (direction: SwipeDirection) => {
    if (!playing || game.busy || (direction === 'like' && limitReached)) return;
    card.current?.fling(direction);
  };
  useArrowKeys(
    playing,
    () => answer('skip'),
    () => answer('like'),
    () => {
      if (current) navigate(`/members/${current.id}`);
    },
  );

  return (
    <PageFrame app="mfe-likes" routeId={routeId} build={__BUILD_LABEL__} title={intl.formatMessage(swipeMessages.title)}>
      {/* No introduction line: "3 likes left today" says it, and the card starts higher on a phone. */}
      {session === 'visitor' && <LoginRequired />}
      {(game.loadFailed || game.failed) && <Alert tone="danger">{intl.formatMessage(sharedMessages.errorGeneric)}</Alert>}
      {(session === 'loading' || game.loading) && <SwipeLoading />}
      {session === 'member' && !game.loading && !game.loadFailed && (
        <Stage ref={stage}>
          <LikesLeft role="status" data-testid="swipes-left">
            {intl.formatMessage(swipeMessages.left, { count: game.swipesLeft })}
          </LikesLeft>
          {limitReached && game.resetsAt && (
            <Alert tone="info">
              {intl.formatMessage(swipeMessages.limitReached, {
                limit: game.limit,
                resetsAt: intl.formatDate(game.resetsAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Alert>
          )}
          {current ? (
            <>
              <StackArea>
                {game.behind.map((profile, index) => (
                  <BehindCard key={profile.id} $depth={index + 1} aria-hidden="true">
                    <SwipeCardFace profile={profile} decorative />
                  </BehindCard>
                ))}
                <SwipeCard
                  // A new element per member: the next card starts at rest instead of flying back in.
                  key={current.id}
                  ref={card}
                  profile={current}
                  enabled={playing && !game.busy}
                  canLike={!limitReached}
                  superLikedMe={game.superLikedMe}
                  reducedMotion={reducedMotion}
                  flyOutMs={flyOutMs}
                  stageWidth={stageWidth}
                  onCommit={commit}
                />
              </StackArea>
              <SwipeControls
                profile={current}
                canLike={!limitReached}
                busy={game.busy}
                onSkip={() => answer('skip')}
                onLike={() => answer('like')}
                onSuperLike={() => answer('super')}
                superLikeCost={game.superLikeCost}
              />
              {game.noCredits && (
                <Alert tone="warning">
                  {intl.formatMessage(swipeMessages.superNoCredits, { credits: game.superLikeCost })}{' '}
                  <Link to="/credits">{intl.formatMessage(swipeMessages.buyCredits)}</Link>
                </Alert>
              )}
              <Hint>{intl.formatMessage(swipeMessages.keyboardHint)}</Hint>
              <Hint>{intl.formatMessage(swipeMessages.superHint)}</Hint>
            </>
          ) : (
            <div>
              <h2>{intl.formatMessage(swipeMessages.emptyTitle)}</h2>
              <p>{intl.formatMessage(swipeMessages.empty)}</p>
              <Button as={Link} to="/members" variant="primary">
                {intl.formatMessage(sharedMessages.searchMembers)}
              </Button>
            </div>
          )}
          {/* Under the controls: the card and its buttons stay in view on a phone. */}
          <UndoSwipe cost={game.undoCost} busy={game.busy} problem={game.undoProblem} onUndo={() => void game.undoLast()} />
        </Stage>
      )}
      {/* Polite: the result is read after what the member is doing, never interrupting it. */}
      <VisuallyHidden aria-live="polite" data-testid="swipe-announcement">
        {announcement}
      </VisuallyHidden>
      <MatchModal profile={game.match} onClose={game.closeMatch} />
    </PageFrame>
  );
}
