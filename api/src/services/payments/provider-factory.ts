import type { Db } from '../../db/db.ts';
import { paymentProviderChoice } from '../../production-safety.ts';
import { MollieProvider } from './mollie/mollie-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';

/**
 * The provider payments go through: PAYMENT_PROVIDER names it; unset, Mollie when MOLLIE_API_KEY is set
 * (MOLLIE_API_URL optionally points it at another Mollie-compatible https endpoint, such as a test fake),
 * the sandbox otherwise. Production refuses an unnamed sandbox at start-up (production-safety.ts).
 */
export function createPaymentProvider(options: { db: Db; env: NodeJS.ProcessEnv }): PaymentProvider {
  const { env } = options;
  const apiKey = env.MOLLIE_API_KEY?.trim();
  if (paymentProviderChoice(env) === 'mollie') {
    if (!apiKey) throw new Error('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
    const apiUrl = env.MOLLIE_API_URL?.trim();
    return new MollieProvider({ apiKey, ...(apiUrl ? { apiUrl } : {}) });
  }
  return new SandboxProvider(options.db);
}
