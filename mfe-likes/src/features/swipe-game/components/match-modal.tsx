import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { Button, Modal } from '@dating/shared-kit/ui';
import { ProfilePhoto } from '../../../shared/components/profile-photo';
import { sharedMessages } from '../../../shared/messages';
import { swipeMessages } from '../messages';

const PhotoFrame = styled.div`
  max-width: 240px;
  margin: 0 auto ${({ theme }) => theme.space.md};
`;

interface MatchModalProps {
  /** The member I just matched with; null keeps the modal closed. */
  profile: ProfileSummary | null;
  onClose: () => void;
}

/** Shown when a like matches: the member's photo and a way straight into the chat. */
export function MatchModal({ profile, onClose }: MatchModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={profile !== null}
      onClose={onClose}
      title={intl.formatMessage(swipeMessages.matchTitle)}
      footer={
        profile && (
          <>
            <Button variant="ghost" onClick={onClose}>
              {intl.formatMessage(swipeMessages.matchContinue)}
            </Button>
            <Button as={Link} to={`/members/${profile.id}/chat`} variant="primary">
              {intl.formatMessage(swipeMessages.matchMessage)}
            </Button>
          </>
        )
      }
    >
      {profile && (
        <>
          <PhotoFrame>
            <ProfilePhoto profile={profile} variant="match" alt={intl.formatMessage(sharedMessages.photoOf, { name: profile.name })} />
          </PhotoFrame>
          <p>{intl.formatMessage(swipeMessages.matchBody, { name: profile.name })}</p>
        </>
      )}
    </Modal>
  );
}
