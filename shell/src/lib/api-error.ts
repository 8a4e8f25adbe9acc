// The API-error reader lives in shared-kit (every app reads the same `{ error, message, params, details }`);
// this path stays so the shell's screens keep one short import while they are being reworked.
export { apiErrorOf, fieldOf, toApiError, translateApiError } from '@dating/shared-kit';
export type { ApiError, ApiErrorDetail } from '@dating/shared-kit';
