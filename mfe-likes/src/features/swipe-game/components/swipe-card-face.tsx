import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { Chip, getInitials } from '@dating/shared-kit/ui';
import { sharedMessages } from '../../../shared/messages';

const Photo = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  /* Faces sit in the upper third of most portraits. */
  object-position: 50% 30%;
  pointer-events: none;
`;

const Initials = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.secondarySubtle};
  color: ${({ theme }) => theme.colors.secondaryInk};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

// Text on a photo only over the scrim, and only in its bottom 30% (DESIGN 2, Photos).
const Scrim = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.gradients.photoScrim};
  /* White (the surface colour) on the scrim, as on every photo. */
  color: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const FictionalChip = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.smPlus};
  left: 50%;
  transform: translateX(-50%);
  max-width: calc(100% - 24px);
`;

interface SwipeCardFaceProps {
  profile: ProfileSummary;
  /** The top card names the member; the cards behind it are decoration. */
  decorative?: boolean;
}

/** A swipe card's picture: the 3:4 photo (or initials) with name, age and region on the scrim. */
export function SwipeCardFace({ profile, decorative = false }: SwipeCardFaceProps) {
  const intl = useIntl();
  const photo = profile.main_image?.match;
  return (
    <>
      {photo ? (
        <Photo
          src={photo}
          alt={decorative ? '' : intl.formatMessage(sharedMessages.photoOf, { name: profile.name })}
          width={600}
          height={800}
          draggable={false}
          // The top card is the page's main picture; the ones behind may wait.
          loading={decorative ? 'lazy' : 'eager'}
        />
      ) : (
        <Initials aria-hidden="true">{getInitials(profile.name)}</Initials>
      )}
      {!decorative && (
        <>
          {profile.fictional && (
            <FictionalChip>
              <Chip>{intl.formatMessage(sharedMessages.fictional)}</Chip>
            </FictionalChip>
          )}
          <Scrim>
            <Name>{profile.name}</Name>
            <Meta>
              {intl.formatMessage(sharedMessages.age, { age: profile.age })}
              {profile.region ? ` · ${profile.region}` : ''}
            </Meta>
          </Scrim>
        </>
      )}
    </>
  );
}
