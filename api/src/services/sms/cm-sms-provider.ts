import { SmsProviderUnavailable, SmsRejected, type SmsProvider } from './sms-provider.ts';

/** CM.com's Business Messaging gateway (JSON). CM_API_URL points elsewhere (tests: a local fake). */
export const CM_DEFAULT_URL = 'https://gw.messaging.cm.com/v1.0/message';
const TIMEOUT_MS = 10_000;

export interface CmSmsOptions {
  productToken: string;
  /** The sender shown on the phone: up to 11 letters/digits, or a number. */
  sender: string;
  url?: string;
}

interface CmAnswer {
  errorCode?: number;
  details?: string;
  messages?: { status?: string; messageErrorCode?: number; messageDetails?: string | null }[];
}

/** CM wants the international number with 00 instead of + ("0031612345678"). */
export const cmNumber = (e164: string): string => `00${e164.replace(/^\+/, '')}`;

/**
 * SMS through CM.com over HTTP: one POST per message with the product token (header and body, as CM's own SDKs
 * send it), SMS only (never WhatsApp or other channels), the body type `auto` (GSM-7, or Unicode when the text
 * needs it). No answer, a timeout or a 5xx is SmsProviderUnavailable; a message CM rejects is SmsRejected; a
 * refused token (401/403, or errorCode 101/102) throws naming CM_PRODUCT_TOKEN, an operator's fault.
 */
export function cmSmsProvider(options: CmSmsOptions): SmsProvider {
  const url = options.url ?? CM_DEFAULT_URL;
  return {
    name: 'cm',
    async send(to, text) {
      const body = {
        messages: {
          authentication: { productToken: options.productToken },
          msg: [
            {
              from: options.sender,
              to: [{ number: cmNumber(to) }],
              body: { type: 'auto', content: text },
              allowedChannels: ['SMS'],
              minimumNumberOfMessageParts: 1,
              maximumNumberOfMessageParts: 3,
            },
          ],
        },
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-cm-producttoken': options.productToken },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsProviderUnavailable('CM.com did not answer', { cause: error });
      }
      if (response.status >= 500) throw new SmsProviderUnavailable(`CM.com answered ${response.status}`);
      const answer = (await response.json().catch(() => ({}))) as CmAnswer;
      if (response.status === 401 || response.status === 403 || answer.errorCode === 101 || answer.errorCode === 102) {
        throw new Error('CM.com refused the product token: check CM_PRODUCT_TOKEN');
      }
      const message = answer.messages?.[0];
      if (response.ok && answer.errorCode === 0 && message?.status === 'Accepted') return;
      throw new SmsRejected(`CM.com rejected the message: ${message?.messageDetails ?? answer.details ?? response.status}`);
    },
  };
}
