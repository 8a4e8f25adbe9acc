import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** One rejected field as the API reports it in an error body's `details` (api/src/contracts/common.ts). */
export interface ApiFieldDetail {
  path: string;
  message: string;
  code?: string;
}

/** The form field an API path names: 'body/email', '/body/email' or 'body.email' -> 'email'. */
export function fieldOfApiPath(path: string): string {
  return (
    path
      .replace(/^\/?body[./]?/, '')
      .replace(/^\//, '')
      .split(/[./]/)[0] ?? ''
  );
}

/**
 * Puts the API's field errors on the form's fields, with a message id chosen by the feature (field and the
 * detail's code in, id out), and focuses the first one. Answers the details no field of the form holds,
 * so the caller can show those in a general alert.
 */
export function applyApiFieldErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  details: readonly ApiFieldDetail[],
  fields: readonly Path<TValues>[],
  messageIdOf: (field: Path<TValues>, detail: ApiFieldDetail) => string,
): ApiFieldDetail[] {
  const unplaced: ApiFieldDetail[] = [];
  let focused = false;
  // Fields in form order, so focus lands on the first rejected field on the page, not the first in the body.
  const placed = new Map<Path<TValues>, ApiFieldDetail>();
  for (const detail of details) {
    const field = fieldOfApiPath(detail.path) as Path<TValues>;
    if (fields.includes(field)) {
      if (!placed.has(field)) placed.set(field, detail);
    } else unplaced.push(detail);
  }
  for (const field of fields) {
    const detail = placed.get(field);
    if (!detail) continue;
    setError(field, { type: 'server', message: messageIdOf(field, detail) }, { shouldFocus: !focused });
    focused = true;
  }
  return unplaced;
}
