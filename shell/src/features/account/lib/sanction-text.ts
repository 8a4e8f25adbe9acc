import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { ApiError } from '../../../lib/api-error';

/** Why a moderator suspended or banned an account (the API's SANCTION_REASONS), as the member reads it. */
const sanctionReasonMessages: Record<string, MessageDescriptor> = {
  harassment: { id: 'shell.account.sanction.harassment', defaultMessage: 'intimidatie of beledigingen' },
  spam: { id: 'shell.account.sanction.spam', defaultMessage: 'spam of reclame' },
  scam: { id: 'shell.account.sanction.scam', defaultMessage: 'oplichting' },
  fake_profile: { id: 'shell.account.sanction.fake_profile', defaultMessage: 'een nepprofiel' },
  inappropriate: { id: 'shell.account.sanction.inappropriate', defaultMessage: 'ongepaste foto’s of teksten' },
  underage: { id: 'shell.account.sanction.underage', defaultMessage: 'jonger dan 18' },
  terms: { id: 'shell.account.sanction.terms', defaultMessage: 'het overtreden van de voorwaarden' },
};

/**
 * The params of a suspended or banned login in the member's language: the reason code as words and the end of
 * the suspension as a date and time in their time zone. Undefined for any other error (its params stay as sent).
 */
export function sanctionParams(intl: IntlShape, error: Pick<ApiError, 'code' | 'params'>): Record<string, string> | undefined {
  if (error.code !== 'account_suspended' && error.code !== 'account_banned') return undefined;
  const reason = sanctionReasonMessages[String(error.params?.reason)] ?? sanctionReasonMessages.terms!;
  const until = error.params?.until;
  return {
    reason: intl.formatMessage(reason),
    until: until === undefined ? '' : intl.formatDate(String(until), { dateStyle: 'long', timeStyle: 'short' }),
  };
}
