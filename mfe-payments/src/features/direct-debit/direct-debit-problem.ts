import type { IntlShape } from 'react-intl';
import { translateApiError, type ApiError } from '@dating/shared-kit';
import { directDebitMessages as m } from './messages';

/** What the member can do next about a problem: pay another way, ask for a new code, or fill in the form again. */
export type WayOn = 'other-method' | 'resend' | 'restart' | null;

export interface DirectDebitProblem {
  text: string;
  wayOn: WayOn;
}

const numberParam = (error: ApiError, name: string): number | undefined => {
  const value = Number(error.params[name]);
  return Number.isFinite(value) && error.params[name] !== undefined ? value : undefined;
};

/**
 * The direct-debit errors as the member reads them, each with a way on. `triesLeft` is what this
 * page counted itself, used when the API does not say how many tries remain.
 */
export function directDebitProblem(intl: IntlShape, error: ApiError, triesLeft?: number): DirectDebitProblem {
  switch (error.code) {
    case 'code_invalid': {
      const tries = numberParam(error, 'tries_left') ?? triesLeft;
      return {
        text: tries === undefined ? intl.formatMessage(m.codeInvalidNoCount) : intl.formatMessage(m.codeInvalid, { tries }),
        wayOn: null,
      };
    }
    case 'code_tries_exceeded':
      return { text: intl.formatMessage(m.triesExceeded), wayOn: 'resend' };
    case 'sms_resend_too_soon':
      return { text: intl.formatMessage(m.resendTooSoon, { seconds: numberParam(error, 'seconds') ?? 30 }), wayOn: null };
    case 'directdebit_blocked':
      return { text: intl.formatMessage(m.blocked), wayOn: 'other-method' };
    case 'directdebit_limit_reached':
      return { text: intl.formatMessage(m.limitReached), wayOn: 'other-method' };
    case 'sms_mandate_limit':
      return { text: intl.formatMessage(m.smsMandateLimit, { max: numberParam(error, 'max') ?? 3 }), wayOn: 'restart' };
    case 'sms_daily_limit':
      return { text: intl.formatMessage(m.smsDailyLimit, { max: numberParam(error, 'max') ?? 5 }), wayOn: 'other-method' };
    case 'sms_number_limit':
      return { text: intl.formatMessage(m.smsNumberLimit), wayOn: 'other-method' };
    case 'sms_unavailable':
      return { text: intl.formatMessage(m.smsUnavailable), wayOn: null };
    case 'mandate_not_found':
      return { text: intl.formatMessage(m.mandateExpired), wayOn: 'restart' };
    case 'bundle_not_found':
    case 'method_not_offered':
      return { text: translateApiError(intl, error, 'payments.directDebit.error.', m.generic.id), wayOn: 'other-method' };
    default:
      return { text: translateApiError(intl, error, 'payments.directDebit.error.', m.generic.id), wayOn: null };
  }
}
