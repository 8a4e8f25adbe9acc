import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChatIcon, GiftIcon, HeartIcon, Link } from '@dating/shared-kit';
import type { MemberProfile } from '@dating/shared-kit';
import { BottomBar, Button, visuallyHiddenCss } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';
import { useProfileLike, useProfileUnlike } from './relation-mutations';
import { useLoginGate } from './use-login-gate';

/**
 * Like, Message and Gift in a row. On phones the kit fixes the row to the bottom of the screen, just above
 * the tab bar, in thumb reach; from 992 px it sits in the details column.
 */
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    margin: ${({ theme }) => theme.space.md} 0;
  }
  & > * {
    min-height: 44px;
  }
`;

/** Message grows; Like and Gift keep their size. */
const Grow = styled.span`
  display: contents;
  & > * {
    flex: 1 1 auto;
  }
`;

/** Like and Gift show only their icon on the smallest phones; the label stays for screen readers. */
const Label = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${visuallyHiddenCss}
  }
`;

/** Like, Message (the one amber action) and Gift. Message and Gift lead to mfe-chat's route, never its code. */
export function ProfileActionBar({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const { id, liked } = profile;
  const visitor = profile.viewer === 'visitor';
  const { gate } = useLoginGate(visitor, profile.name);
  const [like, likeState] = useProfileLike(id);
  const [unlike, unlikeState] = useProfileUnlike(id);
  const likeLabel = intl.formatMessage(liked ? profileMessages.unlike : profileMessages.like);
  const messageLabel = intl.formatMessage(profileMessages.message);
  const giftLabel = intl.formatMessage(profileMessages.gift);
  return (
    <BottomBar fixedBelow="lg" role="group" aria-label={intl.formatMessage(profileMessages.actionsLabel)}>
      <Actions>
        <Button
          variant="secondary"
          aria-pressed={liked}
          loading={likeState.isLoading || unlikeState.isLoading}
          icon={<HeartIcon filled={liked} size={24} />}
          onClick={gate(() => void (liked ? unlike(id) : like({ profileId: id })), 'like')}
        >
          <Label>{likeLabel}</Label>
        </Button>
        <Grow>
          {visitor ? (
            <Button variant="primary" icon={<ChatIcon size={24} />} onClick={gate(() => undefined, 'message', `/members/${id}/chat`)}>
              {messageLabel}
            </Button>
          ) : (
            <Button as={Link} to={`/members/${id}/chat`} variant="primary" icon={<ChatIcon size={24} />}>
              {messageLabel}
            </Button>
          )}
        </Grow>
        {visitor ? (
          <Button
            variant="secondary"
            icon={<GiftIcon size={24} />}
            onClick={gate(() => undefined, 'message', `/members/${id}/chat?gift=1`)}
          >
            <Label>{giftLabel}</Label>
          </Button>
        ) : (
          // Gifts are sent in the chat: ?gift=1 opens its gift picker.
          <Button as={Link} to={`/members/${id}/chat?gift=1`} variant="secondary" icon={<GiftIcon size={24} />}>
            <Label>{giftLabel}</Label>
          </Button>
        )}
      </Actions>
    </BottomBar>
  );
}
