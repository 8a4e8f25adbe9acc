import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { IntlShape } from 'react-intl';

/** The API's error body (api/src/contracts/common.ts ErrorResponse), as far as the screens read it. */
export interface ApiError {
  code: string;
  message?: string;
  params?: Record<string, string | number>;
  details?: { path: string; message: string; code?: string }[];
}

/** Reads the error body of a failed call; network failures and odd bodies become `unknown`. */
export function apiErrorOf(error: FetchBaseQueryError | SerializedError | undefined): ApiError | undefined {
  if (!error) return undefined;
  if ('status' in error && typeof error.data === 'object' && error.data !== null && 'error' in error.data) {
    const data = error.data as { error: unknown; message?: unknown; params?: ApiError['params']; details?: ApiError['details'] };
    return {
      code: String(data.error),
      message: typeof data.message === 'string' ? data.message : undefined,
      params: data.params,
      details: data.details,
    };
  }
  return { code: 'unknown' };
}

/** Translates an error code with this feature's catalogue, falling back to the API's Dutch text, then the generic one. */
export function translateApiError(intl: IntlShape, error: ApiError, prefix: string, genericId: string): string {
  const id = `${prefix}${error.code}`;
  if (id in intl.messages) return intl.formatMessage({ id }, error.params);
  return error.message ?? intl.formatMessage({ id: genericId });
}
