import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { Button, Modal } from '@dating/shared-kit/ui';
import { ProfilePhoto } from '../../../shared/components/profile-photo';
import { newLikeMessages } from '../messages';

const PhotoButton = styled.button`
  display: block;
  width: 100%;
  max-width: 280px;
  margin: 0 auto;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface NewLikeDialogProps {
  /** The liker; null keeps the dialog closed. */
  profile: ProfileSummary | null;
  /** Starting the conversation: the match button is disabled and shows a spinner. */
  busy: boolean;
  onClose: () => void;
  onImagePressed: (profile: ProfileSummary) => void;
  onButtonPressed: (profile: ProfileSummary) => void;
}

/** Spec 2 "New-like modal": the liker's main photo, a match button and a close. */
export function NewLikeDialog({ profile, busy, onClose, onImagePressed, onButtonPressed }: NewLikeDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={profile !== null}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      closeLabel={intl.formatMessage(newLikeMessages.close)}
      title={profile ? intl.formatMessage(newLikeMessages.title, { name: profile.name }) : ''}
      footer={
        profile && (
          <Button variant="primary" fullWidth loading={busy} disabled={busy} onClick={() => onButtonPressed(profile)}>
            {intl.formatMessage(newLikeMessages.match)}
          </Button>
        )
      }
    >
      {profile && (
        <PhotoButton type="button" aria-label={intl.formatMessage(newLikeMessages.photo, { name: profile.name })} onClick={() => onImagePressed(profile)}>
          <ProfilePhoto profile={profile} variant="match" alt="" />
        </PhotoButton>
      )}
    </Modal>
  );
}
