import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OwnPhoto } from '@dating/shared-kit';
import { Alert, Button, Modal } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellDeletePhotoMutation, useShellMakeMainPhotoMutation } from '../api/photos';
import { profileErrorPrefix, profileMessages } from '../messages';
import { PhotoCard } from './photo-card';
import { PhotoUpload } from './photo-upload';
import { Actions, Section, SectionTitle, Small } from './styles';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
`;

/** Photos: upload (3 free, 25 premium), the grid with status badges, make-main and delete with a confirm. */
export function PhotoManager({ photos, limit }: { photos: OwnPhoto[]; limit: number }) {
  const intl = useIntl();
  const [makeMain, main] = useShellMakeMainPhotoMutation();
  const [remove, removal] = useShellDeletePhotoMutation();
  const [confirming, setConfirming] = useState<{ photo: OwnPhoto; index: number } | null>(null);
  const failure = apiErrorOf(main.error ?? removal.error);
  const confirmRemove = async () => {
    if (!confirming) return;
    await remove(confirming.photo.id);
    setConfirming(null);
  };
  return (
    <Section aria-labelledby="profile-photos-heading">
      <SectionTitle id="profile-photos-heading">{intl.formatMessage(profileMessages.photosHeading)}</SectionTitle>
      <Small>{intl.formatMessage(profileMessages.photosCount, { count: photos.length, max: limit })}</Small>
      <PhotoUpload full={photos.length >= limit} max={limit} />
      {photos.length === 0 ? (
        <p>{intl.formatMessage(profileMessages.photosEmpty)}</p>
      ) : (
        <Grid aria-labelledby="profile-photos-heading">
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              index={index}
              busy={main.isLoading || removal.isLoading}
              onMakeMain={() => void makeMain(photo.id)}
              onRemove={() => setConfirming({ photo, index })}
            />
          ))}
        </Grid>
      )}
      {failure && <Alert tone="danger">{translateApiError(intl, failure, profileErrorPrefix, profileMessages.generic.id)}</Alert>}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={intl.formatMessage(profileMessages.removeTitle)}
        footer={
          <Actions>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {intl.formatMessage(profileMessages.cancel)}
            </Button>
            <Button variant="danger" loading={removal.isLoading} onClick={() => void confirmRemove()}>
              {intl.formatMessage(profileMessages.removeConfirm)}
            </Button>
          </Actions>
        }
      >
        {confirming && (
          <>
            <img src={confirming.photo.thumb} alt="" width={120} />
            <p>{intl.formatMessage(profileMessages.removeText)}</p>
          </>
        )}
      </Modal>
    </Section>
  );
}
