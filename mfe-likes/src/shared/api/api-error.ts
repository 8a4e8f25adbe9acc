/** The API's error body (`{ error, message, params }`) out of an RTK Query error, if it has one. */
export interface ApiErrorBody {
  error: string;
  message: string;
  params?: Record<string, string | number>;
}

export function apiErrorOf(error: unknown): { status: number | string; body: ApiErrorBody | null } | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status, data } = error as { status: number | string; data?: unknown };
  const body =
    typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string'
      ? (data as ApiErrorBody)
      : null;
  return { status, body };
}
