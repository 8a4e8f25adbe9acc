/** Dutch source texts of the likes feature's errors (front ends translate by code). */
export const LIKES_MESSAGES = {
  authentication_required: 'Log in om leden te liken.',
  profile_not_found: 'Dit profiel bestaat niet (meer).',
  cannot_like_self: 'Je kunt jezelf niet liken.',
  cannot_block_self: 'Je kunt jezelf niet blokkeren.',
  swipe_limit: 'Je hebt vandaag al {limit} likes gegeven in de swipe game. Morgen kun je weer swipen.',
} as const;

export type LikesErrorCode = keyof typeof LIKES_MESSAGES;

/** A business rule said no; routes turn it into `{ error, message, params }` with its status. */
export class LikesError extends Error {
  constructor(
    readonly status: 403 | 404 | 422 | 429,
    readonly code: LikesErrorCode,
    readonly params?: Record<string, string | number>,
  ) {
    super(LIKES_MESSAGES[code]);
    this.name = 'LikesError';
  }
}
