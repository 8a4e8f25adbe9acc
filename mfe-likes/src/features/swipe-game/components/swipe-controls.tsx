import { useIntl } from 'react-intl';
import { HeartIcon, NopeIcon, StarIcon, UserIcon, Link } from '@dating/shared-kit';
import { BottomBar } from '@dating/shared-kit/ui';
import type { ProfileSummary } from '@dating/shared-kit';
import { swipeMessages } from '../messages';
import { Controls, LikeButton, NopeButton, ProfileButton, SuperButton } from './swipe-styles';

interface SwipeControlsProps {
  profile: ProfileSummary;
  canLike: boolean;
  busy: boolean;
  onSkip: () => void;
  onLike: () => void;
  onSuperLike: () => void;
  /** What a super like costs now: 0 while a premium member has free ones left. */
  superLikeCost: number;
}

/**
 * Nope (56 px), the profile (44 px), the super like and Like (64 px, amber) under the card: the swipe
 * without a swipe. On a phone they ride in the kit's bottom bar, above the tab bar: a banner over the page
 * (confirm your e-mail) pushed them under the tab bar, so a member had to scroll for every like.
 */
export function SwipeControls({ profile, canLike, busy, onSkip, onLike, onSuperLike, superLikeCost }: SwipeControlsProps) {
  const intl = useIntl();
  return (
    <BottomBar fixedBelow="md">
      <Controls>
        <NopeButton type="button" aria-label={intl.formatMessage(swipeMessages.pass)} disabled={busy} onClick={onSkip}>
          <NopeIcon size={28} />
        </NopeButton>
        <ProfileButton
          as={Link}
          to={`/members/${profile.id}`}
          aria-label={intl.formatMessage(swipeMessages.profile, { name: profile.name })}
        >
          <UserIcon size={22} />
        </ProfileButton>
        <SuperButton
          type="button"
          aria-label={intl.formatMessage(superLikeCost === 0 ? swipeMessages.superLikeFree : swipeMessages.superLike, {
            credits: superLikeCost,
          })}
          disabled={busy}
          onClick={onSuperLike}
        >
          <StarIcon size={24} filled />
        </SuperButton>
        <LikeButton
          type="button"
          aria-label={intl.formatMessage(swipeMessages.like)}
          disabled={!canLike || busy}
          aria-busy={busy}
          onClick={onLike}
        >
          <HeartIcon size={32} filled />
        </LikeButton>
      </Controls>
    </BottomBar>
  );
}
