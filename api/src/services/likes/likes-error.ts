import { AppError, type ErrorParams } from '../../lib/app-error.ts';

/** Dutch source texts of the likes feature's errors (front ends translate by code). */
export const LIKES_MESSAGES = {
  authentication_required: 'Log in om leden te liken.',
  profile_not_found: 'Dit profiel bestaat niet (meer).',
  cannot_like_self: 'Je kunt jezelf niet liken.',
  cannot_block_self: 'Je kunt jezelf niet blokkeren.',
  insufficient_credits: 'Je hebt onvoldoende credits',
  client_id_required: 'Een superlike heeft een client_id nodig.',
  client_id_reused: 'Deze client_id hoort bij een andere superlike.',
  nothing_to_undo: 'Er is vandaag geen swipe om terug te draaien.',
  swipe_limit: 'Je hebt vandaag al {limit} likes gegeven in de swipe game. Morgen kun je weer swipen.',
} as const;

export type LikesErrorCode = keyof typeof LIKES_MESSAGES;

/** A likes rule said no: the one AppError, with the likes feature's Dutch text for `code`. */
export function likesError(status: 400 | 402 | 403 | 404 | 422 | 429, code: LikesErrorCode, params?: ErrorParams): AppError {
  return new AppError(status, code, LIKES_MESSAGES[code], params);
}
