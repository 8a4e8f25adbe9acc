import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { useGetSettingsQuery, useModalTurn, useSession, Link } from '@dating/shared-kit';
import { Button, Modal } from '@dating/shared-kit/ui';
import { useReducedMotion } from '../../../shared/hooks/use-reduced-motion';
import { swipeMessages } from '../messages';
import { RoundPhoto } from './round-photo';

const Pair = styled.div`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg}`};
  & > * + * {
    margin-left: -${({ theme }) => theme.space.md};
  }
`;

const Body = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.lg};
  overflow-wrap: break-word;
`;

// The way on, quiet on the night background: white text, no box.
const ContinueButton = styled(Button)`
  color: ${({ theme }) => theme.colors.surface};
  border-color: transparent;
`;

interface MatchModalProps {
  /** The member I just matched with; null keeps the modal closed. */
  profile: ProfileSummary | null;
  onClose: () => void;
}

/** Mine: the active main photo as user.php names it, under the site's photo prefix. */
function useOwnPhoto(): string | null {
  const { user } = useSession();
  const settings = useGetSettingsQuery();
  const image = user?.profile.main_image;
  if (!image || image.status !== 'active' || !settings.data) return null;
  return `${settings.data.cdn_prefix}${image.thumb_filename}`;
}

/**
 * Shown when a like matches (DESIGN 4): night background, both photos tilted towards each other,
 * "It's a match!" and a way straight into the chat. It waits its turn behind higher modals.
 */
export function MatchModal({ profile, onClose }: MatchModalProps) {
  const intl = useIntl();
  const open = useModalTurn('match', profile !== null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      tone="night"
      size="sm"
      title={intl.formatMessage(swipeMessages.matchTitle)}
      footer={
        profile && (
          <>
            <Button as={Link} to={`/members/${profile.id}/chat`} variant="primary" size="lg" fullWidth>
              {intl.formatMessage(swipeMessages.matchMessage)}
            </Button>
            <ContinueButton variant="ghost" fullWidth onClick={onClose}>
              {intl.formatMessage(swipeMessages.matchContinue)}
            </ContinueButton>
          </>
        )
      }
    >
      {profile && <MatchPhotos profile={profile} />}
      {profile && <Body>{intl.formatMessage(swipeMessages.matchBody, { name: profile.name })}</Body>}
    </Modal>
  );
}

function MatchPhotos({ profile }: { profile: ProfileSummary }) {
  const intl = useIntl();
  const reducedMotion = useReducedMotion();
  const { user } = useSession();
  const ownPhoto = useOwnPhoto();
  const tilt = reducedMotion ? 0 : 6;
  return (
    <Pair>
      <RoundPhoto src={ownPhoto} name={user?.profile.name ?? intl.formatMessage(swipeMessages.matchYou)} tilt={-tilt} />
      <RoundPhoto src={profile.main_image?.thumb ?? null} name={profile.name} tilt={tilt} />
    </Pair>
  );
}
