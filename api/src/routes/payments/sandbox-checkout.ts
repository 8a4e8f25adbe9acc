import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, ErrorResponses, Line } from '../../contracts/common.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../mail/render.ts';
import { findMemberOrder } from '../../repositories/orders.ts';
import {
  decideSandboxPayment,
  findSandboxPayment,
  returnSandboxPayment,
  httpWebhookNotifier,
  type SandboxPaymentRow,
  type WebhookNotifier,
} from '../../services/payments/sandbox/sandbox-provider.ts';
import { formatAmount } from '../../services/payments/receipt.ts';
import { formBody } from './form-body.ts';

const PaymentId = Line({ minLength: 1, maxLength: 64 });
const OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'pending', 'refunded', 'chargeback'] as const;
const Html = Type.Unsafe<string>({ type: 'string', description: 'text/html' });

/**
 * The sandbox provider's hosted checkout (the page a real provider would serve): the tester picks the
 * outcome. Then, as a real provider does, it calls the webhook with only the payment id and sends the
 * browser back to the site. Direct debit payments start pending and are settled here later. A paid payment
 * can be refunded or charged back here (all that is left of it), as a bank or the provider's dashboard would.
 */
export interface SandboxCheckoutOptions {
  notify?: WebhookNotifier;
  /**
   * Production with PAYMENT_PROVIDER=sandbox (a staging site): the page shows and settles a payment only for
   * the logged-in member whose order it is; anyone else gets 404, as for an unknown id.
   */
  ownerOnly?: boolean;
}

export const sandboxCheckoutRoutes: FastifyPluginAsyncTypebox<SandboxCheckoutOptions> = async (app, options) => {
  const notify = options.notify ?? httpWebhookNotifier;
  await app.register(formBody);

  /** The payment, if it exists and this request may see it. */
  const visiblePayment = async (paymentId: string, memberId: number | null): Promise<SandboxPaymentRow> => {
    const payment = await findSandboxPayment(app.db, paymentId);
    if (!payment) throw notFound();
    if (options.ownerOnly && (memberId === null || !(await findMemberOrder(app.db, payment.order_id, memberId)))) throw notFound();
    return payment;
  };

  app.get(
    '/api/sandbox-checkout.php',
    { schema: { querystring: Type.Object({ id: PaymentId }), response: { 200: Html, 404: ErrorResponse, ...ErrorResponses } } },
    async (request, reply) => {
      const payment = await visiblePayment(request.query.id, request.memberId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const amount = escapeHtml(formatAmount(payment.amount, payment.currency, 'en'));
      const open = payment.status === 'open' || payment.status === 'pending';
      const returned = payment.amount_refunded + payment.amount_charged_back;
      const returnable = payment.status === 'paid' && returned < payment.amount;
      const choices =
        payment.status === 'pending'
          ? [
              ['paid', 'Settle as paid'],
              ['failed', 'Settle as failed'],
            ]
          : returnable
            ? [
                ['refunded', 'Refund'],
                ['chargeback', 'Chargeback'],
              ]
            : [
                ['paid', 'Paid'],
                ['failed', 'Failed'],
                ['canceled', 'Canceled'],
                ['expired', 'Expired'],
                ...(payment.method === 'sdd' ? [['pending', 'Settles later']] : []),
              ];
      const returnedLine =
        returned > 0
          ? `<p>Refunded: ${escapeHtml(formatAmount(payment.amount_refunded, payment.currency, 'en'))} · charged back: ${escapeHtml(formatAmount(payment.amount_charged_back, payment.currency, 'en'))}</p>`
          : '';
      const body = `<p>${escapeHtml(payment.description)}</p>
<p>Amount: <strong>${amount}</strong> · method: ${escapeHtml(payment.method)} · status: <strong>${escapeHtml(payment.status)}</strong></p>
${returnedLine}
${
  open || returnable
    ? `<form method="post" action="/api/sandbox-checkout.php">
<input type="hidden" name="id" value="${escapeHtml(payment.id)}">
${choices.map(([value, label]) => `<button type="submit" name="outcome" value="${value}">${label}</button>`).join('\n')}
</form>`
    : '<p>This payment is final.</p>'
}`;
      return page('Sandbox checkout', body);
    },
  );

  app.post(
    '/api/sandbox-checkout.php',
    {
      // A plain HTML form on the provider's own page (no script can add X-Request-Type); the browser's Origin
      // is still checked against the site by the CSRF hook.
      config: { csrf: false },
      schema: {
        body: Type.Object({ id: PaymentId, outcome: Type.Enum(OUTCOMES) }),
        response: { 303: Type.Null(), 404: ErrorResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const payment = await visiblePayment(request.body.id, request.memberId);
      const outcome = request.body.outcome === 'pending' && payment.method !== 'sdd' ? 'open' : request.body.outcome;
      const changed =
        outcome === 'refunded' || outcome === 'chargeback'
          ? await returnSandboxPayment(app.db, payment.id, outcome === 'refunded' ? 'refund' : 'chargeback')
          : await decideSandboxPayment(app.db, payment.id, outcome);
      if (changed) {
        try {
          await notify(payment.webhook_url, payment.id);
        } catch (err) {
          // A real provider retries; here the member's return to /transactions/{id} asks again.
          request.log.warn({ err, payment: payment.id }, 'sandbox webhook call failed');
        }
      }
      return reply.code(303).header('location', payment.redirect_url).send(null);
    },
  );
};

/** An unknown payment id: the API's JSON error, like any other route's. */
function notFound(): AppError {
  return new AppError(404, 'not_found', 'Dit bestaat niet (meer).');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
