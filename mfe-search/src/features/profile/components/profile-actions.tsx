import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useKitLikeMutation, useKitUnlikeMutation } from '@dating/shared-kit';
import type { MemberProfile } from '@dating/shared-kit';
import { Alert, Button, LoginPromptModal } from '@dating/shared-kit/ui';
import { useSearchBlockProfileMutation, useSearchUnblockProfileMutation } from '../../../api/profile-relations';
import { profileMessages } from '../profile-messages';
import { ConfirmModal } from './confirm-modal';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;

/**
 * Like/unlike, message, gift and block/unblock. Message and gift go through the router to mfe-chat's route
 * (/members/:id/chat, ?gift=1 opens the gift picker), never through an import of that remote.
 * Visitors get the login prompt instead of any of these.
 */
export function ProfileActions({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [like, likeState] = useKitLikeMutation();
  const [unlike, unlikeState] = useKitUnlikeMutation();
  const [block, blockState] = useSearchBlockProfileMutation();
  const [unblock, unblockState] = useSearchUnblockProfileMutation();
  const { id, name } = profile;
  const visitor = profile.viewer === 'visitor';
  const failed = likeState.isError || unlikeState.isError || blockState.isError || unblockState.isError;

  if (profile.viewer === 'self') {
    return (
      <Bar>
        <Button as={Link} to="/profile" variant="secondary">
          {intl.formatMessage(profileMessages.editOwn)}
        </Button>
      </Bar>
    );
  }

  const requireLogin = (action: () => void) => () => (visitor ? setPrompt(true) : action());
  const toggleBlock = async () => {
    const done = await (profile.blocked ? unblock(id) : block(id));
    if (!('error' in done)) setConfirming(false);
  };

  return (
    <>
      <Bar role="group" aria-label={intl.formatMessage(profileMessages.actionsLabel)}>
        {!profile.blocked && (
          <>
            <Button
              variant={profile.liked ? 'secondary' : 'primary'}
              aria-pressed={profile.liked}
              loading={likeState.isLoading || unlikeState.isLoading}
              onClick={requireLogin(() => void (profile.liked ? unlike(id) : like({ profileId: id })))}
            >
              {intl.formatMessage(profile.liked ? profileMessages.unlike : profileMessages.like)}
            </Button>
            <Button variant="secondary" onClick={requireLogin(() => void navigate(`/members/${id}/chat`))}>
              {intl.formatMessage(profileMessages.message)}
            </Button>
            <Button variant="secondary" onClick={requireLogin(() => void navigate(`/members/${id}/chat?gift=1`))}>
              {intl.formatMessage(profileMessages.gift)}
            </Button>
          </>
        )}
        <Button variant={profile.blocked ? 'secondary' : 'ghost'} onClick={requireLogin(() => setConfirming(true))}>
          {intl.formatMessage(profile.blocked ? profileMessages.unblock : profileMessages.block)}
        </Button>
      </Bar>
      <RelationStatus profile={profile} />
      {failed && <Alert tone="danger">{intl.formatMessage(profileMessages.actionFailed)}</Alert>}
      <LoginPromptModal open={prompt} onClose={() => setPrompt(false)} />
      <ConfirmModal
        open={confirming}
        title={intl.formatMessage(profile.blocked ? profileMessages.unblockTitle : profileMessages.blockTitle, { name })}
        body={intl.formatMessage(profile.blocked ? profileMessages.unblockBody : profileMessages.blockBody)}
        confirmLabel={intl.formatMessage(profile.blocked ? profileMessages.unblock : profileMessages.block)}
        busy={blockState.isLoading || unblockState.isLoading}
        onConfirm={() => void toggleBlock()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** Announces the like state politely, so a screen reader hears a new match after pressing like. */
function RelationStatus({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const { name } = profile;
  const text = profile.blocked
    ? intl.formatMessage(profileMessages.blockedNotice, { name })
    : profile.match
      ? intl.formatMessage(profileMessages.match)
      : profile.liked_by
        ? intl.formatMessage(profileMessages.likedBy, { name })
        : profile.liked
          ? intl.formatMessage(profileMessages.liked, { name })
          : '';
  return <p role="status">{text}</p>;
}
