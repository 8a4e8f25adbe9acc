import type { PhotoResponse } from '@dating/shared-kit';

/**
 * POST /api/photos.php (multipart) through XMLHttpRequest, because fetch reports no upload progress.
 * Sends the header the API's CSRF guard asks of every unsafe call. Rejects with the API's error code.
 */
export function uploadPhoto(file: File, onProgress: (percent: number) => void): Promise<PhotoResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/photos.php');
    request.withCredentials = true;
    request.setRequestHeader('X-Request-Type', 'client');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as PhotoResponse);
      else reject(new Error((body as { error?: string } | undefined)?.error ?? 'upload_failed'));
    });
    request.addEventListener('error', () => reject(new Error('network_error')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
