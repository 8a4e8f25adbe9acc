import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { Badge, Button, Card } from '@dating/shared-kit/ui';
import { ProfilePhoto } from '../../../shared/components/profile-photo';
import { sharedMessages } from '../../../shared/messages';
import { likesMessages } from '../messages';

const Name = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
  margin: ${({ theme }) => theme.space.xs} 0;
`;

export interface LikeCardProps {
  profile: ProfileSummary;
  match: boolean;
  /** Received likes only: not seen yet. */
  isNew?: boolean;
  /** 'like-back' on received likes without a match, 'unlike' on likes I gave. */
  action: 'like-back' | 'unlike' | 'none';
  busy?: boolean;
  onLikeBack?: (profile: ProfileSummary) => void;
  onUnlike?: (profile: ProfileSummary) => void;
}

/** One like: photo and name linking to the profile, age, new and match badges, and its action. */
export function LikeCard({ profile, match, isNew = false, action, busy = false, onLikeBack, onUnlike }: LikeCardProps) {
  const intl = useIntl();
  const name = profile.name;
  return (
    <Card as="li" padding="sm" data-profile-id={profile.id}>
      <Link to={`/members/${profile.id}`} tabIndex={-1} aria-hidden="true">
        <ProfilePhoto profile={profile} alt="" />
      </Link>
      <Name to={`/members/${profile.id}`}>{name}</Name>
      <span>{intl.formatMessage(sharedMessages.age, { age: profile.age })}{profile.region ? ` · ${profile.region}` : ''}</span>
      <Badges>
        {isNew && <Badge tone="primary">{intl.formatMessage(likesMessages.newLike)}</Badge>}
        {match && <Badge tone="secondary">{intl.formatMessage(likesMessages.match)}</Badge>}
        {profile.fictional && <Badge tone="neutral">{intl.formatMessage(sharedMessages.fictional)}</Badge>}
      </Badges>
      {action === 'like-back' && (
        <Button size="sm" loading={busy} onClick={() => onLikeBack?.(profile)}>
          {intl.formatMessage(likesMessages.likeBack, { name })}
        </Button>
      )}
      {action === 'unlike' && (
        <Button size="sm" variant="ghost" loading={busy} onClick={() => onUnlike?.(profile)}>
          {intl.formatMessage(likesMessages.unlike, { name })}
        </Button>
      )}
      {match && (
        <Button as={Link} size="sm" variant="secondary" to={`/members/${profile.id}/chat`}>
          {intl.formatMessage(likesMessages.message, { name })}
        </Button>
      )}
    </Card>
  );
}
