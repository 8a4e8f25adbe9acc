import type { ApiError } from './api-error';
import { toApiError } from './api-error';

/**
 * POSTs `form` (multipart) to /api/`file` through XMLHttpRequest, because fetch reports no upload progress, and
 * reports the share sent so far (0 to 1) once the browser knows the size. Sends the header the API's CSRF guard asks
 * of every unsafe call. Resolves with the answer's JSON; rejects with the API's error as an ApiError. A subpath of its
 * own (`@dating/shared-kit/upload`): only the photo screens use it, so no entry route carries it.
 */
export function postWithProgress<Response>(file: string, form: FormData, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject: (error: ApiError) => void) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL(`/api/${file}`, location.href).href);
    request.withCredentials = true;
    request.setRequestHeader('X-Request-Type', 'client');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let data: unknown;
      try {
        data = JSON.parse(request.responseText) as unknown;
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300 && data) resolve(data as Response);
      else reject(toApiError({ status: request.status, data }));
    });
    request.addEventListener('error', () => reject(toApiError({ status: 'FETCH_ERROR', error: 'network' })));
    request.send(form);
  });
}
