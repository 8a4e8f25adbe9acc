import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { Avatar, Badge, Card } from '@dating/shared-kit/ui';
import { cardMessages } from './card-messages';

const Photo = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Name = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  /* Names are the member's own: a 40-letter word must break inside the card, never widen the page. */
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/**
 * One member as a card: photo (lazy), name linking to the profile, age and region; `children` adds actions
 * (the match finder's like button).
 */
export function ProfileCard({ profile, children }: { profile: ProfileSummary; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Card as="li" padding="sm" data-profile-id={profile.id}>
      {profile.main_image ? (
        <Photo src={profile.main_image.thumb} alt="" loading="lazy" width={160} height={160} />
      ) : (
        <Avatar name={profile.name} alt="" size="xl" />
      )}
      <Name to={`/members/${profile.id}`}>{profile.name}</Name>
      <span>
        {intl.formatMessage(cardMessages.age, { age: profile.age })}
        {profile.region ? ` · ${profile.region}` : ''}
      </span>
      {profile.fictional && <Badge tone="neutral">{intl.formatMessage(cardMessages.fictional)}</Badge>}
      {children && <Actions>{children}</Actions>}
    </Card>
  );
}
