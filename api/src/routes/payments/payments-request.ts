import type { FastifyRequest } from 'fastify';
import { loginRequired, memberIdOf } from '../../plugins/require-member.ts';
import type { DiscountBuyer } from '../../services/payments/discount-rules.ts';
import { findMailee } from '../../repositories/members.ts';
import { loadDiscountBuyer } from '../../services/payments/discounts/index.ts';
import type { PaymentProvider } from '../../services/payments/payment-provider.ts';
import type { PaymentsContext } from '../../services/payments/payments-context.ts';

/** The payment services' context for this request: origin and site from the site plugin, never from headers. */
export function paymentsContext(request: FastifyRequest, provider: PaymentProvider): PaymentsContext {
  const app = request.server;
  return {
    db: app.db,
    provider,
    realtime: app.realtime,
    mailer: app.mailer,
    site: request.site,
    origin: request.siteOrigin,
    now: app.now(),
    log: request.log,
  };
}

/** The logged-in member as a buyer (country, paid, signup date) and the language their mails and checkout use. */
export async function buyerOf(request: FastifyRequest): Promise<{ buyer: DiscountBuyer; language: string }> {
  const memberId = memberIdOf(request);
  const buyer = await loadDiscountBuyer(request.server.db, memberId);
  if (!buyer) throw loginRequired(request);
  const mailee = await findMailee(request.server.db, memberId);
  return { buyer, language: mailee?.language ?? 'nl' };
}
