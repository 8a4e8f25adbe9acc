import { toApiError, useAppDispatch } from '@dating/shared-kit';
import type { ApiError, PhotoResponse } from '@dating/shared-kit';
import { useState } from 'react';
import { photosApi } from './photos';

/**
 * POST /api/photos.php (multipart, part `photo`) through XMLHttpRequest, because fetch reports no upload
 * progress. Sends the header the API's CSRF guard asks of every unsafe call. Rejects with the API's error.
 */
export function sendPhoto(file: File, onProgress: (percent: number) => void): Promise<PhotoResponse> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return new Promise((resolve, reject: (error: ApiError) => void) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL('/api/photos.php', location.href).href);
    request.withCredentials = true;
    request.setRequestHeader('X-Request-Type', 'client');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let data: unknown;
      try {
        data = JSON.parse(request.responseText) as unknown;
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300 && data) resolve(data as PhotoResponse);
      else reject(toApiError({ status: request.status, data }));
    });
    request.addEventListener('error', () => reject(toApiError({ status: 'FETCH_ERROR', error: 'network' })));
    request.send(form);
  });
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
