import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CameraIcon } from '../../icons/camera-icon';
import { ImageIcon } from '../../icons/image-icon';
import { kitMessages } from '../kit-messages';
import { ProgressBar } from '../progress-bar/progress-bar';
import { CameraChoice, Choices, FileInput, HiddenText, PickerLabel, PickerRoot, Preview, Progress } from './styles';
import type { PhotoPickerProps } from './types';

const defaultAccept = 'image/jpeg,image/png,image/webp';

/** An object URL of the picked file for the preview, revoked when another file comes or the picker goes. */
function useLocalPreview(): [string | undefined, (file: File) => void] {
  const [url, setUrl] = useState<string>();
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  // jsdom and old browsers have no object URLs: then there is no preview of the picked file, only of the upload.
  const show = (file: File) => setUrl(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined);
  return [url, show];
}

/**
 * The kit's photo picker instead of the browser's own file input ("Choose File / No file chosen", always in
 * the browser's language): a translated button (or icon) over a visually hidden, labelled file input, an
 * optional "Take a photo" button on touch screens, and while the photo uploads, its preview with the progress.
 */
export function PhotoPicker({
  label,
  onPick,
  accept = defaultAccept,
  camera,
  progress,
  previewSrc,
  describedBy,
  disabled = false,
  variant = 'button',
  testId,
}: PhotoPickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const cameraId = useId();
  const [localPreview, showLocal] = useLocalPreview();
  const uploading = progress !== undefined;
  const preview = uploading ? (localPreview ?? previewSrc) : previewSrc;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) fires a change.
    event.target.value = '';
    if (!file) return;
    showLocal(file);
    onPick(file);
  };
  const progressText =
    progress == null
      ? intl.formatMessage(kitMessages.photoPickerUploading)
      : intl.formatMessage(kitMessages.photoPickerUploadingPercent as MessageDescriptor, { percent: Math.round(progress) });
  const inputProps = { type: 'file', accept, disabled: disabled || uploading, onChange: pick, 'aria-describedby': describedBy } as const;

  return (
    <PickerRoot>
      {preview && variant === 'button' && (
        <Preview>
          <img src={preview} alt={intl.formatMessage(kitMessages.photoPickerPreview)} width={160} height={200} />
        </Preview>
      )}
      {uploading && variant === 'button' && (
        <Progress>
          <ProgressBar value={progress ?? undefined} label={progressText} />
          <span aria-live="polite">{progressText}</span>
        </Progress>
      )}
      <Choices>
        <FileInput id={inputId} data-testid={testId} {...inputProps} />
        <PickerLabel htmlFor={inputId} $variant={variant} $disabled={disabled || uploading}>
          {variant === 'icon' ? (
            <>
              <ImageIcon />
              <HiddenText>{label}</HiddenText>
            </>
          ) : (
            <>
              <ImageIcon />
              {label}
            </>
          )}
        </PickerLabel>
        {camera && variant === 'button' && (
          <CameraChoice>
            <FileInput id={cameraId} capture={camera} {...inputProps} />
            <PickerLabel htmlFor={cameraId} $variant="button" $disabled={disabled || uploading}>
              <CameraIcon />
              {intl.formatMessage(kitMessages.photoPickerCamera)}
            </PickerLabel>
          </CameraChoice>
        )}
      </Choices>
    </PickerRoot>
  );
}
