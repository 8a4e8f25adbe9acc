import { smsProviderChoice } from '../../production-safety.ts';
import { cmSmsProvider } from './cm-sms-provider.ts';
import { outboxSmsProvider, type SmsProvider } from './sms-provider.ts';

/** The provider settings (config.ts), read for CM_PRODUCT_TOKEN, CM_SMS_SENDER and CM_API_URL. */
export type SmsEnvironment = Readonly<Record<string, string | undefined>>;

/** Alphanumeric senders: at most 11 letters and digits (GSM rule); a numeric sender may be a full number. */
const SENDER = /^(?:[A-Za-z0-9 ]{1,11}|\+?[0-9]{3,16})$/;

/**
 * The transport SMS_PROVIDER names (unset: CM.com when CM_PRODUCT_TOKEN is set, else the sandbox outbox, the
 * development default). CM_SMS_SENDER names CM.com's sender, default the site's short name "Datingsite".
 */
export function createSmsProvider(env: SmsEnvironment, outboxDir: string): SmsProvider {
  if (smsProviderChoice(env) === 'outbox' || !env.CM_PRODUCT_TOKEN) return outboxSmsProvider(outboxDir);
  const sender = env.CM_SMS_SENDER || 'Datingsite';
  if (!SENDER.test(sender)) throw new Error(`CM_SMS_SENDER must be at most 11 letters and digits, or a number: ${sender}`);
  return cmSmsProvider({ productToken: env.CM_PRODUCT_TOKEN, sender, ...(env.CM_API_URL ? { url: env.CM_API_URL } : {}) });
}
