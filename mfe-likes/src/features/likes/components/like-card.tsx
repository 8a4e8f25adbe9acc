import { useIntl } from 'react-intl';
import type { ProfileSummary } from '@dating/shared-kit';
import { ChatIcon, MemberCard, Link, StarIcon } from '@dating/shared-kit';
import { Badge, Button } from '@dating/shared-kit/ui';
import { likesMessages } from '../messages';

export interface LikeCardProps {
  profile: ProfileSummary;
  match: boolean;
  /** Received likes only: not seen yet. */
  isNew?: boolean;
  /** A super like I received: a Superlike badge. */
  superLike?: boolean;
  /** Whether I like this member: a like I gave, or a received like I answered (a match). */
  liked: boolean;
  busy?: boolean;
  onLikeBack: (profile: ProfileSummary) => void;
  onUnlike: (profile: ProfileSummary) => void;
  /** One of the first cards of the list: its photo loads at once and first. */
  priority?: boolean;
}

/**
 * One like as the site's member card: the photo links to the profile, the heart likes back (or withdraws my
 * like when it is filled), and a match gets a Match badge and the way into the chat.
 */
export function LikeCard({
  profile,
  match,
  isNew = false,
  superLike = false,
  liked,
  busy = false,
  onLikeBack,
  onUnlike,
  priority = false,
}: LikeCardProps) {
  const intl = useIntl();
  const badges = [
    superLike && (
      <Badge key="super" tone="primary" data-testid="super-like-badge">
        <StarIcon size={14} filled /> {intl.formatMessage(likesMessages.superLike)}
      </Badge>
    ),
    match && (
      <Badge key="match" tone="secondary">
        {intl.formatMessage(likesMessages.match)}
      </Badge>
    ),
  ].filter(Boolean);
  return (
    <MemberCard
      profile={profile}
      priority={priority}
      isNew={isNew}
      badges={badges.length > 0 ? badges : undefined}
      liked={liked}
      likeBusy={busy}
      onToggleLike={() => (liked ? onUnlike(profile) : onLikeBack(profile))}
      action={
        match ? (
          <Button
            as={Link}
            to={`/members/${profile.id}/chat`}
            variant="primary"
            size="md"
            icon={<ChatIcon size={20} />}
            // The visible word starts the spoken name, so voice control finds the button by what it shows.
            aria-label={intl.formatMessage(likesMessages.chatWith, { name: profile.name })}
          >
            {intl.formatMessage(likesMessages.chat)}
          </Button>
        ) : undefined
      }
    />
  );
}
