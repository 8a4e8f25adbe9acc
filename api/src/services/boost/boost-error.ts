import { AppError, type ErrorParams } from '../../lib/app-error.ts';

/** Dutch source texts of the boost's errors (front ends translate by code). */
export const BOOST_MESSAGES = {
  authentication_required: 'Log in om een boost te starten.',
  insufficient_credits: 'Je hebt onvoldoende credits',
  boost_active: 'Je boost loopt nog.',
} as const;

export type BoostErrorCode = keyof typeof BOOST_MESSAGES;

export function boostError(status: 402 | 403 | 409, code: BoostErrorCode, params?: ErrorParams): AppError {
  return new AppError(status, code, BOOST_MESSAGES[code], params);
}
