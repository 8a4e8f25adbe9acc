import { useState } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Alert, Button, PhotoPicker } from '@dating/shared-kit/ui';
import { kitApiErrorText } from '@dating/shared-kit';
import { uploadPhoto } from '../api/upload-photo';
import { photoStepMessages } from '../messages';
import { flowMessages } from '../../../shared/flow-messages';
import { Column } from './signup-styles';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** 4:5 preview of the uploaded photo, rounded like every photo card. */
const Preview = styled.img`
  width: 160px;
  height: 200px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'checking'; thumb: string }
  /** `code`: the API's refusal (photo_too_large, photo_limit, invalid_image), or none for a file refused here. */
  | { state: 'failed'; code?: string };

/** What the photos API takes (its PHOTO_MAX_BYTES and image types): checked here first, so no upload is wasted. */
const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];
const maxBytes = 10 * 1024 * 1024;

/** Step 2: a photo, uploaded with progress, then "Being checked" (photos are inspected). Skippable. */
export function PhotoStep({ profile, onDone, onBack }: StepProps) {
  const intl = useIntl();
  const existing = profile?.photos[0];
  const [upload, setUpload] = useState<Upload>(existing ? { state: 'checking', thumb: existing.thumb } : { state: 'idle' });

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (!acceptedTypes.includes(file.type) || file.size > maxBytes) return setUpload({ state: 'failed' });
    setUpload({ state: 'uploading', percent: 0 });
    try {
      const { photo } = await uploadPhoto(file, (percent) => setUpload({ state: 'uploading', percent }));
      setUpload({ state: 'checking', thumb: photo.thumb });
    } catch (error) {
      setUpload({ state: 'failed', code: error instanceof Error ? error.message : undefined });
    }
  };
  // The API's own words for its refusals; a network failure or a file refused here gets the requirements.
  const failure =
    upload.state === 'failed' ? (upload.code && kitApiErrorText(intl, upload.code)) || intl.formatMessage(photoStepMessages.failed) : null;

  return (
    <Column>
      <h2>{intl.formatMessage(photoStepMessages.title)}</h2>
      <p>{intl.formatMessage(photoStepMessages.intro)}</p>
      {upload.state === 'checking' ? (
        <div role="status">
          <Preview src={upload.thumb} alt={intl.formatMessage(photoStepMessages.preview)} width={160} height={200} />
          <p>
            <strong>{intl.formatMessage(photoStepMessages.checking)}</strong>
          </p>
          <p>{intl.formatMessage(photoStepMessages.checkingText)}</p>
        </div>
      ) : (
        // The kit's picker: a translated button, the front camera on phones, the photo and its progress while it uploads.
        <PhotoPicker
          label={intl.formatMessage(photoStepMessages.choose)}
          camera="user"
          progress={upload.state === 'uploading' ? upload.percent : undefined}
          onPick={(file) => void send(file)}
        />
      )}
      {failure && <Alert tone="danger">{failure}</Alert>}
      <StepActions onBack={onBack}>
        {upload.state === 'checking' ? (
          <Button onClick={onDone}>{intl.formatMessage(flowMessages.next)}</Button>
        ) : (
          <Button variant="secondary" onClick={onDone} disabled={upload.state === 'uploading'}>
            {intl.formatMessage(flowMessages.skip)}
          </Button>
        )}
      </StepActions>
    </Column>
  );
}
