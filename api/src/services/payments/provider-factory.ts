import type { Db } from '../../db/db.ts';
import { MollieProvider } from './mollie/mollie-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';

/**
 * The provider payments go through: Mollie when MOLLIE_API_KEY is set (MOLLIE_API_URL optionally points it
 * at another Mollie-compatible https endpoint, such as a test fake), the sandbox otherwise.
 */
export function createPaymentProvider(options: { db: Db; env?: NodeJS.ProcessEnv }): PaymentProvider {
  const env = options.env ?? process.env;
  const apiKey = env.MOLLIE_API_KEY?.trim();
  if (apiKey) {
    const apiUrl = env.MOLLIE_API_URL?.trim();
    return new MollieProvider({ apiKey, ...(apiUrl ? { apiUrl } : {}) });
  }
  return new SandboxProvider(options.db);
}
