import { useAppDispatch } from '@dating/shared-kit';
import { postWithProgress } from '@dating/shared-kit/upload';
import type { ApiError, PhotoResponse } from '@dating/shared-kit';
import { useState } from 'react';
import { photosApi } from './photos';

/** POST /api/photos.php (multipart, part `photo`) with its progress in whole percents. Rejects with the API's error. */
export function sendPhoto(file: File, onProgress: (percent: number) => void): Promise<PhotoResponse> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return postWithProgress<PhotoResponse>('photos.php', form, (fraction) => onProgress(Math.round(fraction * 100)));
}

export type PhotoUploadState =
  | { state: 'idle' }
  /** `percent`: null until the browser knows the size. */
  | { state: 'uploading'; percent: number | null }
  | { state: 'done' }
  | { state: 'failed'; error: ApiError };

/** Uploads one photo with its progress; when it is stored, the profile and the user are fetched again. */
export function usePhotoUpload() {
  const dispatch = useAppDispatch();
  const [upload, setUpload] = useState<PhotoUploadState>({ state: 'idle' });
  const start = async (file: File) => {
    setUpload({ state: 'uploading', percent: null });
    try {
      await sendPhoto(file, (percent) => setUpload({ state: 'uploading', percent }));
      dispatch(photosApi.util.invalidateTags(['OwnProfile', 'User']));
      setUpload({ state: 'done' });
    } catch (error) {
      setUpload({ state: 'failed', error: error as ApiError });
    }
  };
  return { upload, start, refuse: (error: ApiError) => setUpload({ state: 'failed', error }) };
}
