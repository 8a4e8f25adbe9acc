import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Spinner } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellUploadPhotoMutation } from '../api/photos';
import { profileErrorPrefix, profileMessages } from '../messages';
import { Label, Small } from './styles';

/** Upload limit of photos.php (api/src/contracts/profile.ts PHOTO_MAX_BYTES). */
export const photoMaxBytes = 10 * 1024 * 1024;
const accepted = 'image/jpeg,image/png,image/webp,image/gif';

/** The labelled file input; the API checks the content, the form only the size the API would refuse. */
export function PhotoUpload({ full, max }: { full: boolean; max: number }) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading, isSuccess, error, reset }] = useShellUploadPhotoMutation();
  const [tooLarge, setTooLarge] = useState(false);
  const failure = tooLarge ? { code: 'photo_too_large', params: { max_mb: photoMaxBytes / 1024 / 1024 } } : apiErrorOf(error);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    reset();
    const refused = file.size > photoMaxBytes;
    setTooLarge(refused);
    if (!refused) await upload(file);
    // Let the same file be picked again after an error.
    if (input.current) input.current.value = '';
  };

  return (
    <div>
      <Label htmlFor={inputId}>{intl.formatMessage(profileMessages.upload)}</Label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accepted}
        disabled={full || isLoading}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => void choose(event)}
      />
      <Small id={`${inputId}-hint`}>
        {intl.formatMessage(full ? profileMessages.limitReached : profileMessages.uploadHint, { max })}
      </Small>
      {isLoading && <Spinner label={intl.formatMessage(profileMessages.uploading)} />}
      {isSuccess && !tooLarge && <Small role="status">{intl.formatMessage(profileMessages.uploaded)}</Small>}
      {failure && !isLoading && (
        <Alert tone="danger">{translateApiError(intl, failure, profileErrorPrefix, profileMessages.generic.id)}</Alert>
      )}
    </div>
  );
}
