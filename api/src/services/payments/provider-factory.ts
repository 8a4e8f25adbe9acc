import type { Db } from '../../db/db.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';

/**
 * The provider payments go through. The sandbox until a production provider is configured (the Mollie
 * adapter plugs in here when MOLLIE_API_KEY is set).
 */
export function createPaymentProvider(options: { db: Db }): PaymentProvider {
  return new SandboxProvider(options.db);
}
