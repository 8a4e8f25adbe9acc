import { toApiError } from '@dating/shared-kit';
import type { ApiError, SendMessageResponse } from '@dating/shared-kit';

export interface ImageSend {
  /** An image (default) or a voice recording: both go up the same way, as the `file` part. */
  kind?: 'image' | 'voice';
  file: File;
  client_id: string;
  conversation?: number;
  profile?: number;
}

/**
 * POST chat.php as multipart/form-data with a `file` part. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which drives the bubble's progress bar. Rejects with the API's error.
 */
export function uploadImage(send: ImageSend, onProgress: (fraction: number) => void): Promise<SendMessageResponse> {
  const form = new FormData();
  if (send.conversation !== undefined) form.append('conversation', String(send.conversation));
  if (send.profile !== undefined) form.append('profile', String(send.profile));
  form.append('kind', send.kind ?? 'image');
  form.append('client_id', send.client_id);
  form.append('file', send.file, send.file.name);
  return new Promise((resolve, reject: (error: ApiError) => void) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL('/api/chat.php', location.href).href);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Request-Type', 'client');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText) as unknown;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data) resolve(data as SendMessageResponse);
      else reject(toApiError({ status: xhr.status, data }));
    };
    xhr.onerror = () => reject(toApiError({ status: 'FETCH_ERROR', error: 'network' }));
    xhr.send(form);
  });
}
