import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MemberProfile } from '@dating/shared-kit';
import { Avatar, Button } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';
import { PhotoLightbox } from './photo-lightbox';

const MainButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

const MainPhoto = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
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
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  cursor: pointer;
`;

const Thumb = styled.img`
  display: block;
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Locked = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The photo overview: the main photo, thumbnails of the other photos this viewer may see (lazy), a
 * lightbox on click or Enter, and a hint at the photos only premium members (or members) see.
 */
export function PhotoGallery({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const { photos, name } = profile;
  const total = photos.length;
  const main = photos[0];
  return (
    <section aria-label={intl.formatMessage(profileMessages.photosLabel, { name })}>
      {main ? (
        <MainButton type="button" onClick={() => setOpen(0)} aria-label={intl.formatMessage(profileMessages.openPhoto, { number: 1, total })}>
          <MainPhoto src={main.url} alt={intl.formatMessage(profileMessages.photoAlt, { number: 1, total, name })} width={600} height={600} />
        </MainButton>
      ) : (
        <Avatar name={name} size="xl" alt={intl.formatMessage(profileMessages.noPhoto)} />
      )}
      {total > 1 && (
        <Thumbs>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <ThumbButton
                type="button"
                onClick={() => setOpen(index)}
                aria-label={intl.formatMessage(profileMessages.openPhoto, { number: index + 1, total })}
              >
                <Thumb src={photo.thumb} alt="" loading="lazy" width={64} height={64} />
              </ThumbButton>
            </li>
          ))}
        </Thumbs>
      )}
      {profile.photos_locked > 0 && <LockedHint profile={profile} />}
      {open !== null && (
        <PhotoLightbox photos={photos} name={name} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </section>
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
