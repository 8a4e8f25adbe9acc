import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProfileSummary } from '@dating/shared-kit';
import { Chip, getInitials, PhotoInitials, PhotoScrim, PortraitPhoto } from '@dating/shared-kit/ui';
import { AgeAndRegion } from '../../../shared/components/age-and-region';
import { sharedMessages } from '../../../shared/messages';

// The card, not the picture, takes the drag: the image never starts a native drag or eats a pointer event.
const SwipePhoto = styled(PortraitPhoto)`
  pointer-events: none;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: break-word;
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
        <SwipePhoto
          src={photo}
          alt={decorative ? '' : intl.formatMessage(sharedMessages.photoOf, { name: profile.name })}
          width={600}
          height={800}
          draggable={false}
          // The top card is the page's main picture; the ones behind may wait.
          loading={decorative ? 'lazy' : 'eager'}
        />
      ) : (
        <PhotoInitials as="div" $size="xxxl" aria-hidden="true">
          {getInitials(profile.name)}
        </PhotoInitials>
      )}
      {!decorative && (
        <>
          {profile.fictional && (
            <FictionalChip>
              <Chip>{intl.formatMessage(sharedMessages.fictional)}</Chip>
            </FictionalChip>
          )}
          <PhotoScrim as="div" $padding="lg">
            <Name>{profile.name}</Name>
            <Meta>
              <AgeAndRegion age={profile.age} region={profile.region} />
            </Meta>
          </PhotoScrim>
        </>
      )}
    </>
  );
}
