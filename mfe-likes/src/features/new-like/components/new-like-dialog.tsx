import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { StarIcon, useModalTurn } from '@dating/shared-kit';
import { Button, getInitials, Modal, PhotoInitials, PhotoScrim, PortraitPhoto } from '@dating/shared-kit/ui';
import { AgeAndRegion } from '../../../shared/components/age-and-region';
import { superLikePill } from '../../../shared/components/super-like-pill';
import { newLikeMessages } from '../messages';

// A 4:5 photo no taller than 60% of the screen, so the answer stays in view on a phone.
const PhotoButton = styled.button`
  position: relative;
  display: block;
  width: min(100%, calc(60vh * 4 / 5));
  aspect-ratio: 4 / 5;
  margin: 0 auto;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  overflow-wrap: break-word;
`;

const SuperRibbon = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: 1;
  display: inline-flex;
  ${superLikePill}
`;

const Answers = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

export interface NewLikeDialogProps {
  /** The liker; null keeps the dialog closed. */
  profile: ProfileSummary | null;
  /** Starting the conversation: the match button is disabled and shows a spinner. */
  busy: boolean;
  /** The liker gave a super like: the title says so and a star ribbon marks the photo. */
  superLike?: boolean;
  onClose: () => void;
  onImagePressed: (profile: ProfileSummary) => void;
  onButtonPressed: (profile: ProfileSummary) => void;
}

/**
 * The new-like modal as the design draws it: the liker's 4:5 photo with the name on the scrim, then
 * "Like back and message" and "Later". Focus starts on the answer, not on the photo.
 */
export function NewLikeDialog({ profile, busy, superLike = false, onClose, onImagePressed, onButtonPressed }: NewLikeDialogProps) {
  const intl = useIntl();
  const answer = useRef<HTMLButtonElement>(null);
  // One modal at a time (DESIGN 3): a match or sign-up outranks a new like, a time bonus waits for it.
  const open = useModalTurn('new-like', profile !== null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      initialFocusRef={answer}
      closeLabel={intl.formatMessage(newLikeMessages.close)}
      title={profile ? intl.formatMessage(superLike ? newLikeMessages.superTitle : newLikeMessages.title, { name: profile.name }) : ''}
      footer={
        profile && (
          <Answers>
            <Button ref={answer} variant="primary" fullWidth loading={busy} disabled={busy} onClick={() => onButtonPressed(profile)}>
              {intl.formatMessage(newLikeMessages.match)}
            </Button>
            <Button variant="ghost" fullWidth disabled={busy} onClick={onClose}>
              {intl.formatMessage(newLikeMessages.later)}
            </Button>
          </Answers>
        )
      }
    >
      {profile && (
        <PhotoButton
          type="button"
          aria-label={intl.formatMessage(newLikeMessages.photo, { name: profile.name })}
          onClick={() => onImagePressed(profile)}
        >
          {profile.main_image ? (
            <PortraitPhoto src={profile.main_image.match} alt="" width={480} height={600} />
          ) : (
            <PhotoInitials $size="xxxl" aria-hidden="true">
              {getInitials(profile.name)}
            </PhotoInitials>
          )}
          {superLike && (
            <SuperRibbon aria-hidden="true" data-testid="new-like-super">
              <StarIcon size={18} filled /> {intl.formatMessage(newLikeMessages.superRibbon)}
            </SuperRibbon>
          )}
          <PhotoScrim aria-hidden="true">
            <Name>{profile.name}</Name>
            <span>
              <AgeAndRegion age={profile.age} region={profile.region} />
            </span>
          </PhotoScrim>
        </PhotoButton>
      )}
    </Modal>
  );
}
