import type { IntlShape } from 'react-intl';

/**
 * Formats a message whose id comes from data (an API error code, a route id, a validation rule), which lint
 * forbids inline in formatMessage. Use it only where a check covers every id the data can produce:
 * scripts/check-messages.ts for API codes, the route contract for route ids, the kit's rules for form errors.
 */
export function formatMessageById(intl: IntlShape, id: string, values?: Record<string, string | number>): string {
  // Lint forbids an id that is not a literal (formatjs could not extract it); this function is the one exception.
  // eslint-disable-next-line no-restricted-syntax -- the one sanctioned place for an id from data (see above)
  return intl.formatMessage({ id }, values);
}
