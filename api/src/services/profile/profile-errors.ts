import { PHOTO_MAX_BYTES } from '../../contracts/profile.ts';
import { AppError, type ErrorParams } from '../../lib/app-error.ts';

/** Dutch source texts of the own-profile feature's errors (front ends translate by code). */
export const PROFILE_MESSAGES = {
  authentication_required: 'Log in om verder te gaan.',
  photo_limit: "Je kunt maximaal {max} foto's hebben.",
  invalid_image: 'Dit bestand is geen geldige foto. Kies een JPEG-, PNG-, WebP- of GIF-afbeelding.',
  photo_too_large: 'Deze foto is te groot (maximaal {max_mb} MB).',
  photo_missing: 'Kies een foto om te uploaden.',
  not_found: 'Foto niet gevonden.',
  unauthorized: 'Ongeldige of ontbrekende X-Mail-Events-Secret.',
  invalid_token: 'Link verlopen of invalide.',
  csrf_rejected: 'Verzoek van een andere site geweigerd.',
} as const;

export type ProfileErrorCode = keyof typeof PROFILE_MESSAGES;

/** An own-profile rule said no: the one AppError, with this feature's Dutch text for `code`. */
export function profileError(status: number, code: ProfileErrorCode, params?: ErrorParams): AppError {
  return new AppError(status, code, PROFILE_MESSAGES[code], params);
}

export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;
