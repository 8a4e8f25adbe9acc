import type { AppOptions } from '../app.ts';
import type { CreditsResponse } from '../contracts/payments.ts';
import { resolveTestMember } from '../routes/likes/test-members.ts';
import { paymentsClient } from '../routes/payments/test-payments.ts';
import { useTestApp } from './test-app.ts';

/**
 * An app for payment tests: members come from the x-test-member header, and the sandbox provider calls the
 * webhook in-process, as it would over HTTP, so a chosen outcome settles the order as in production.
 */
export function usePaymentsTestApp(options: Omit<AppOptions, 'db' | 'dataDir' | 'resolveMember' | 'paymentWebhookNotifier'> = {}) {
  const testApp = useTestApp({
    ...options,
    resolveMember: resolveTestMember,
    paymentWebhookNotifier: async (_url, id) => {
      await testApp.app().inject({
        method: 'POST',
        url: '/api/payment-webhook.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${id}`,
      });
    },
  });
  const pay = paymentsClient(testApp.app);
  /** The credit bundles a visitor from the Netherlands is offered, cheapest first. */
  const nlBundles = async () => ((await pay.credits(null, '?country=NL')).json() as CreditsResponse).bundles;
  return { ...testApp, pay, nlBundles };
}
