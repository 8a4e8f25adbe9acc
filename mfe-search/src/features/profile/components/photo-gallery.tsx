import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@dating/shared-kit';
import styled from 'styled-components';
import type { MemberProfile } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { useWideLayout } from '../../../hooks/use-wide-layout';
import { profileMessages } from '../profile-messages';
import { PhotoCarousel } from './photo-carousel';
import { PhotoLightbox } from './photo-lightbox';
import { PhotoOverlayActions } from './photo-overlay-actions';

const Stage = styled.div`
  position: relative;
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
`;

const ThumbButton = styled.button`
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  cursor: zoom-in;
`;

const Thumb = styled.img`
  display: block;
  width: 64px;
  height: 80px;
  object-fit: cover;
  object-position: 50% 30%;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Locked = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The photos: the carousel with Back and More on it; from 992 px thumbnails under it that open a photo
 * large (lazy, in the lightbox); and a hint at the photos only members or premium members see.
 */
export function PhotoGallery({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const wide = useWideLayout();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const { photos, name } = profile;
  const total = photos.length;
  return (
    <div>
      <Stage>
        <PhotoOverlayActions profile={profile} photoId={photos[index]?.id} />
        <PhotoCarousel profile={profile} index={index} onIndex={setIndex} />
      </Stage>
      {wide && total > 1 && (
        <Thumbs>
          {photos.map((photo, position) => (
            <li key={photo.id}>
              <ThumbButton
                type="button"
                onClick={() => setOpen(position)}
                aria-label={intl.formatMessage(profileMessages.openPhoto, { number: position + 1, total })}
              >
                <Thumb src={photo.thumb} alt="" loading="lazy" width={64} height={80} />
              </ThumbButton>
            </li>
          ))}
        </Thumbs>
      )}
      {profile.photos_locked > 0 && <LockedHint profile={profile} />}
      {open !== null && (
        <PhotoLightbox
          photos={photos}
          name={name}
          index={open}
          onIndex={setOpen}
          onClose={() => {
            // The carousel shows where the lightbox was left.
            setIndex(open);
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}

/** Visitors are led to sign up (members see more photos); free members to premium (which shows all). */
function LockedHint({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const count = profile.photos_locked;
  if (profile.viewer === 'visitor') {
    return (
      <Locked>
        {intl.formatMessage(profileMessages.lockedVisitor, { count })}{' '}
        <Link to="/signup">{intl.formatMessage(profileMessages.signup)}</Link>
      </Locked>
    );
  }
  return (
    <Locked>
      {intl.formatMessage(profileMessages.lockedPremium, { count })}{' '}
      <Button as={Link} to="/premium" size="sm" variant="secondary">
        {intl.formatMessage(profileMessages.becomePremium)}
      </Button>
    </Locked>
  );
}
