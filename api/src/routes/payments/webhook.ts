import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponses } from '../../contracts/common.ts';
import { PaymentWebhookBody } from '../../contracts/payments.ts';
import { PAYMENT_WEBHOOK_LIMIT } from '../../lib/rate-limit/limits.ts';
import type { PaymentProvider } from '../../services/payments/payment-provider.ts';
import { syncPayment } from '../../services/payments/sync-payment.ts';
import { paymentsContext } from './payments-request.ts';
import { formBody } from './form-body.ts';

/**
 * POST payment-webhook.php: the provider says "something happened to payment X" (Mollie posts `id=tr_...`
 * form-encoded). Only the id is taken from the call; the status is fetched from the provider. Every known or
 * unknown id answers 200 (a provider retries anything else, and an unknown id reveals nothing); a provider
 * that cannot be asked answers 503 so the provider retries later.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncTypebox<{ provider: PaymentProvider }> = async (app, { provider }) => {
  await app.register(formBody);
  app.post(
    '/api/payment-webhook.php',
    {
      // Posted by the payment provider's servers, which send no X-Request-Type; it changes nothing on its own
      // say-so (the status is read back from the provider), so the header check has nothing to protect here.
      config: { csrf: false, rateLimits: [PAYMENT_WEBHOOK_LIMIT] },
      schema: { body: PaymentWebhookBody, response: { 200: Type.Object({}), 503: ErrorResponses[500], ...ErrorResponses } },
    },
    async (request) => {
      await syncPayment(paymentsContext(request, provider), request.body.id);
      return {};
    },
  );
};
