import { useIntl } from 'react-intl';
import { formatMessageById, kitApiErrorText } from '@dating/shared-kit';
import type { ApiError } from '../../../lib/api-error';
import { sanctionParams } from '../lib/sanction-text';

/**
 * Turns an API error into text in the visitor's language: our translation of its code when we have one,
 * else the kit's text for the code, else the API's Dutch message, else the generic error.
 */
export function useErrorText(): (error: ApiError) => string {
  const intl = useIntl();
  return (error) => {
    const id = `shell.account.error.${error.code}`;
    // A suspension or ban says why and until when in the member's words, not as the API's codes.
    const params = sanctionParams(intl, error) ?? error.params;
    if (id in intl.messages) return formatMessageById(intl, id, params);
    return kitApiErrorText(intl, error.code, params) ?? error.message ?? intl.formatMessage({ id: 'shell.error.generic' });
  };
}
