import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { bottomTabBarHeight, ChatIcon, GiftIcon, HeartIcon, Link } from '@dating/shared-kit';
import type { MemberProfile } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';
import { useProfileLike, useProfileUnlike } from './relation-mutations';
import { useLoginGate } from './use-login-gate';

/**
 * On phones the bar sticks to the bottom of the screen, just above the shell's tab bar, with Like, Message
 * and Gift in thumb reach; from 768 px (no tab bar) at the very bottom; from 992 px in the details column.
 */
const Bar = styled.div`
  position: sticky;
  bottom: calc(${bottomTabBarHeight}px + env(safe-area-inset-bottom, 0px));
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    bottom: 0;
  }
  z-index: 1;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} calc(-1 * ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => theme.space.smPlus} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    position: static;
    margin: ${({ theme }) => theme.space.md} 0;
    padding: 0;
    background: none;
    box-shadow: none;
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
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
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
    <Bar role="group" aria-label={intl.formatMessage(profileMessages.actionsLabel)}>
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
        <Button variant="secondary" icon={<GiftIcon size={24} />} onClick={gate(() => undefined, 'message', `/members/${id}/chat?gift=1`)}>
          <Label>{giftLabel}</Label>
        </Button>
      ) : (
        // Gifts are sent in the chat: ?gift=1 opens its gift picker.
        <Button as={Link} to={`/members/${id}/chat?gift=1`} variant="secondary" icon={<GiftIcon size={24} />}>
          <Label>{giftLabel}</Label>
        </Button>
      )}
    </Bar>
  );
}
