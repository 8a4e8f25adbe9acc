import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { BackIcon, useLocation, useNavigate } from '@dating/shared-kit';
import type { MemberProfile } from '@dating/shared-kit';
import { profileMessages } from '../profile-messages';
import { ProfileMoreMenu } from './profile-more-menu';

/** Below the segment bars, above the photo; only the buttons catch the pointer, so swipes still reach it. */
const Overlay = styled.div`
  position: absolute;
  top: calc(${({ theme }) => theme.space.sm} * 2);
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
  display: flex;
  justify-content: space-between;
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const roundButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  min-height: 44px;
  padding: 0;
  border-radius: 50%;
`;

const BackButton = styled.button`
  ${roundButton}
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.focus};
  }
`;

/** The kit's menu button, drawn like Back: white and round on the photo. */
const MoreMenu = styled(ProfileMoreMenu)`
  & > button {
    ${roundButton}
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  & > button:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  & > button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.focus};
  }
`;

/** Back (to where the member came from, else the search) and the More menu (which can report `photoId`), on the photo. */
export function PhotoOverlayActions({ profile, photoId }: { profile: MemberProfile; photoId?: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry: opened from a link elsewhere, there is no page to go back to.
  const back = () => (location.key === 'default' ? void navigate('/members') : void navigate(-1));
  return (
    <Overlay>
      <BackButton type="button" aria-label={intl.formatMessage(profileMessages.back)} onClick={back}>
        <BackIcon size={24} aria-hidden="true" />
      </BackButton>
      {profile.viewer !== 'self' && <MoreMenu profile={profile} photoId={photoId} />}
    </Overlay>
  );
}
