import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, PhotoPicker } from '@dating/shared-kit/ui';
import { translateApiError } from '../../../lib/api-error';
import { usePhotoUpload } from '../api/upload-photo';
import { profileErrorPrefix, profileMessages } from '../messages';
import { Small } from './styles';

/** Upload limit of photos.php (api/src/contracts/profile.ts PHOTO_MAX_BYTES). */
export const photoMaxBytes = 10 * 1024 * 1024;
const accepted = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The kit's photo picker (a translated button, the front camera on phones, the photo and its progress while it
 * uploads); the API checks the content, the form only the size the API would refuse.
 */
export function PhotoUpload({ full, max }: { full: boolean; max: number }) {
  const intl = useIntl();
  const hintId = useId();
  const { upload, start, refuse } = usePhotoUpload();

  const choose = (file: File) => {
    if (file.size > photoMaxBytes) {
      refuse({ code: 'photo_too_large', params: { max_mb: photoMaxBytes / 1024 / 1024 }, details: [] });
      return;
    }
    void start(file);
  };

  return (
    <div>
      <PhotoPicker
        label={intl.formatMessage(profileMessages.upload)}
        accept={accepted}
        camera="user"
        disabled={full}
        describedBy={hintId}
        progress={upload.state === 'uploading' ? upload.percent : undefined}
        onPick={choose}
      />
      <Small id={hintId}>{intl.formatMessage(full ? profileMessages.limitReached : profileMessages.uploadHint, { max })}</Small>
      {upload.state === 'done' && <Small role="status">{intl.formatMessage(profileMessages.uploaded)}</Small>}
      {upload.state === 'failed' && (
        <Alert tone="danger">{translateApiError(intl, upload.error, profileErrorPrefix, profileMessages.generic.id)}</Alert>
      )}
    </div>
  );
}
