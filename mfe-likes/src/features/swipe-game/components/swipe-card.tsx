import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { Badge, Button, Card } from '@dating/shared-kit/ui';
import { ProfilePhoto } from '../../../shared/components/profile-photo';
import { sharedMessages } from '../../../shared/messages';
import { swipeMessages } from '../messages';

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Name = styled.h2`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

interface SwipeCardProps {
  profile: ProfileSummary;
  canLike: boolean;
  busy: boolean;
  onLike: () => void;
  onPass: () => void;
}

/** The top card of the stack: the member's photo, name and age, pass and like. */
export function SwipeCard({ profile, canLike, busy, onLike, onPass }: SwipeCardProps) {
  const intl = useIntl();
  return (
    <Card as="article" padding="md" elevated aria-label={intl.formatMessage(swipeMessages.cardLabel, { name: profile.name, age: profile.age })} data-profile-id={profile.id}>
      <ProfilePhoto profile={profile} variant="match" alt={intl.formatMessage(sharedMessages.photoOf, { name: profile.name })} />
      <Name>{profile.name}</Name>
      <span>{intl.formatMessage(sharedMessages.age, { age: profile.age })}{profile.region ? ` · ${profile.region}` : ''}</span>
      {profile.fictional && <Badge tone="neutral">{intl.formatMessage(sharedMessages.fictional)}</Badge>}
      <Actions>
        <Button variant="secondary" onClick={onPass} disabled={busy}>
          {intl.formatMessage(swipeMessages.pass)}
        </Button>
        <Button variant="primary" onClick={onLike} disabled={!canLike || busy} loading={busy}>
          {intl.formatMessage(swipeMessages.like)}
        </Button>
      </Actions>
    </Card>
  );
}
