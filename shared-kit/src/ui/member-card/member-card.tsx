import { useIntl, type MessageDescriptor } from 'react-intl';
import { HeartIcon } from '../../icons/heart-icon';
import { getInitials } from '../avatar/get-initials';
import { Badge } from '../badge/badge';
import { kitMessages } from '../kit-messages';
import { VerifiedBadge } from '../verified-badge/verified-badge';
import { Action, Badges, Caption, CardLink, CardRoot, HeartButton, Initials, Name, Photo, PhotoBox, Region, Scrim } from './styles';
import type { MemberCardProps } from './types';

/**
 * One member as a photo card: the whole photo is one link to the profile, with name, age and region on the
 * scrim, the New badge and the fictional chip. The heart and the action sit beside the link, not in it
 * (a button inside a link is invalid HTML and unreachable for some screen readers).
 */
export function MemberCard({
  profile,
  href = `/members/${profile.id}`,
  isNew = false,
  badges,
  locked = false,
  liked = false,
  onToggleLike,
  likeBusy = false,
  action,
  priority = false,
  as = 'li',
}: MemberCardProps) {
  const intl = useIntl();
  const { name, age, region, fictional, verified = false, main_image: image } = profile;
  // react-intl infers no values from defineMessages' literal types (see PageFrame); the placeholders are {name}, {age}.
  const alt = intl.formatMessage(kitMessages.memberCardAlt as MessageDescriptor, { name, age });
  const hasBadges = isNew || fictional || verified || Boolean(badges);
  return (
    <CardRoot as={as} data-profile-id={profile.id}>
      <PhotoBox>
        <CardLink to={href}>
          {image ? (
            <Photo
              src={image.thumb}
              alt={alt}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              width={400}
              height={500}
              $locked={locked}
            />
          ) : (
            <Initials role="img" aria-label={alt}>
              <span aria-hidden="true">{getInitials(name)}</span>
            </Initials>
          )}
          <Scrim aria-hidden="true" />
          <Caption>
            {/* The photo's alt text already says "Linda, 32"; screen readers hear it once. */}
            <Name aria-hidden="true">{alt}</Name>
            {region && <Region>{region}</Region>}
          </Caption>
          {hasBadges && (
            <Badges $besideHeart={Boolean(onToggleLike)}>
              {isNew && <Badge tone="primary">{intl.formatMessage(kitMessages.memberCardNew)}</Badge>}
              {verified && <VerifiedBadge />}
              {fictional && <Badge tone="neutral">{intl.formatMessage(kitMessages.memberCardFictional)}</Badge>}
              {badges}
            </Badges>
          )}
        </CardLink>
        {onToggleLike && (
          <HeartButton
            type="button"
            $liked={liked}
            aria-pressed={liked}
            aria-disabled={likeBusy || undefined}
            aria-label={intl.formatMessage(kitMessages.memberCardLike as MessageDescriptor, { name })}
            onClick={() => {
              if (!likeBusy) onToggleLike(profile);
            }}
          >
            <HeartIcon filled={liked} size={24} aria-hidden="true" />
          </HeartButton>
        )}
      </PhotoBox>
      {action && <Action>{action}</Action>}
    </CardRoot>
  );
}
