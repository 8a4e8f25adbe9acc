import type { IntlShape } from 'react-intl';
import { formatMessageById } from './format-message-by-id';

/** Prefix of the kit's text for every error code the API can answer (checked by scripts/check-messages.ts). */
export const apiErrorMessagePrefix = 'kit.apiError.';

/**
 * The kit's translation of an API error code, for screens without a text of their own for it; undefined for a
 * code the kit does not know, so the caller can still fall back to the API's Dutch text.
 */
export function kitApiErrorText(intl: IntlShape, code: string, params?: Record<string, string | number>): string | undefined {
  const id = `${apiErrorMessagePrefix}${code}`;
  return id in intl.messages ? formatMessageById(intl, id, params) : undefined;
}
