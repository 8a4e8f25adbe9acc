import { useImperativeHandle, useRef, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { StarIcon, type ProfileSummary } from '@dating/shared-kit';
import { dragLook, type SwipeDirection } from '../gesture/swipe-decision';
import { useHorizontalTouchClaim } from '../gesture/use-horizontal-touch-claim';
import { useSwipeGesture } from '../gesture/use-swipe-gesture';
import { swipeMessages } from '../messages';
import { SwipeCardFace } from './swipe-card-face';
import { Stamp, SuperBadge, TopCard } from './swipe-styles';

const STAMP_TILT = { like: -12, skip: 12, super: 0 } as const;
const STAMP_TEXT = { like: swipeMessages.stampLike, skip: swipeMessages.stampNope, super: swipeMessages.stampSuper } as const;

/** What the buttons and arrow keys ask of the top card: the same fly-out a swipe ends in. */
export interface SwipeCardHandle {
  fling: (direction: SwipeDirection) => void;
}

interface SwipeCardProps {
  profile: ProfileSummary;
  /** False while an answer is on its way or a dialog is open. */
  enabled: boolean;
  canLike: boolean;
  /** This member super liked me: the card says so. */
  superLikedMe: boolean;
  reducedMotion: boolean;
  /** The fly-out's length in ms (durations.slow); 0 under reduced motion. */
  flyOutMs: number;
  stageWidth: () => number;
  onCommit: (direction: SwipeDirection) => Promise<boolean>;
  ref?: Ref<SwipeCardHandle>;
}

/** The top card of the stack: it follows a finger or the mouse, turns, shows LIKE or NOPE, and flies out. */
export function SwipeCard({ profile, enabled, canLike, superLikedMe, reducedMotion, flyOutMs, stageWidth, onCommit, ref }: SwipeCardProps) {
  const intl = useIntl();
  const element = useRef<HTMLElement>(null);
  useHorizontalTouchClaim(element);
  const gesture = useSwipeGesture({
    enabled,
    // A super like uses no like of the day: it is paid (or free for premium), and the server decides.
    canCommit: (direction) => direction !== 'like' || canLike,
    stageWidth,
    flyOutMs,
    onCommit,
  });
  useImperativeHandle(ref, () => ({ fling: (direction) => gesture.fling(direction) }), [gesture]);

  const width = stageWidth();
  const look = dragLook(gesture.offset.x, width, reducedMotion, gesture.offset.y);
  const stamp = gesture.leaving ?? look.stamp;
  const strength = gesture.leaving ? 1 : look.stampStrength;
  const transition = gesture.phase === 'dragging' || reducedMotion ? 'none' : gesture.phase === 'leaving' ? 'fly-out' : 'spring-back';

  return (
    <TopCard
      ref={element}
      aria-label={intl.formatMessage(swipeMessages.cardLabel, { name: profile.name, age: profile.age })}
      data-profile-id={profile.id}
      data-phase={gesture.phase}
      $transition={transition}
      style={{ transform: `translate3d(${gesture.offset.x}px, ${gesture.offset.y}px, 0) rotate(${look.rotation}deg)` }}
      {...gesture.handlers}
    >
      <SwipeCardFace profile={profile} />
      {superLikedMe && (
        <SuperBadge data-testid="super-liked-me">
          <StarIcon size={16} filled /> {intl.formatMessage(swipeMessages.superLikedYou, { name: profile.name })}
        </SuperBadge>
      )}
      {stamp && (
        <Stamp
          $kind={stamp}
          aria-hidden="true"
          data-testid="swipe-stamp"
          style={{ opacity: strength, transform: `scale(${0.6 + 0.4 * strength}) rotate(${STAMP_TILT[stamp]}deg)` }}
        >
          {intl.formatMessage(STAMP_TEXT[stamp])}
        </Stamp>
      )}
    </TopCard>
  );
}
