/**
 * The API's error body ({ error, message, params?, details? }, api/src/contracts/common.ts) as every app
 * reads it: a stable code to translate with its catalogue, placeholders, and the rejected fields.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { IntlShape } from 'react-intl';
import { kitApiErrorText } from '../i18n/api-error-text';
import { formatMessageById } from '../i18n/format-message-by-id';

/** One rejected field of a validation error (API `details`). */
export interface ApiErrorDetail {
  path: string;
  message: string;
  code?: string;
}

/** The API's error body, reduced to what a form needs: a stable code to translate and its placeholders. */
export interface ApiError {
  /** HTTP status, or RTK Query's FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR; undefined for a thrown non-HTTP error. */
  status?: number | string;
  /** The API's `error` code, or `network_error` / `unknown_error` when no body came back. */
  code: string;
  /** The API's Dutch text: shown only when the front end has no translation for `code`. */
  message?: string;
  params: Record<string, string | number>;
  details: ApiErrorDetail[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function paramsOf(value: unknown): Record<string, string | number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

function detailsOf(value: unknown): ApiErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ApiErrorDetail => isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string',
  );
}

/** Reads an RTK Query error (or anything thrown by `unwrap()`) into an ApiError. */
export function toApiError(error: FetchBaseQueryError | SerializedError | unknown): ApiError {
  const hasStatus = isRecord(error) && 'status' in error;
  const status = hasStatus && (typeof error.status === 'number' || typeof error.status === 'string') ? error.status : undefined;
  const data = hasStatus ? error.data : undefined;
  if (isRecord(data) && typeof data.error === 'string') {
    return {
      status,
      code: data.error,
      message: typeof data.message === 'string' ? data.message : undefined,
      params: paramsOf(data.params),
      details: detailsOf(data.details),
    };
  }
  const networkFailure = isRecord(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
  return { status, code: networkFailure ? 'network_error' : 'unknown_error', params: {}, details: [] };
}

/** The field a detail rejects: `body/email` or `body.email` -> `email`. */
export function fieldOf(detail: ApiErrorDetail): string {
  return detail.path.replace(/^body[./]?/, '').split(/[./]/)[0] ?? '';
}

/** toApiError for a call's `error` field, which is undefined while the call has not failed. */
export function apiErrorOf(error: FetchBaseQueryError | SerializedError | undefined): ApiError | undefined {
  return error === undefined ? undefined : toApiError(error);
}

/** Translates an error code with a feature's catalogue, then the kit's text for every API code, then the API's Dutch text. */
export function translateApiError(
  intl: IntlShape,
  error: Pick<ApiError, 'code' | 'message'> & { params?: ApiError['params'] },
  prefix: string,
  genericId: string,
): string {
  const id = `${prefix}${error.code}`;
  if (id in intl.messages) return formatMessageById(intl, id, error.params);
  return kitApiErrorText(intl, error.code, error.params) ?? error.message ?? formatMessageById(intl, genericId);
}
