import { renderActionMail } from '../../mail/render.ts';
import { siteMailName, siteSender } from '../../mail/site-sender.ts';
import { PAYMENT_REVERSED_MAIL } from '../../mail/templates/payment-reversed.ts';
import { findMailee } from '../../repositories/members.ts';
import type { OrderRow } from '../../repositories/orders.ts';
import type { PaymentsContext } from './payments-context.ts';
import { formatAmount } from './receipt.ts';
import type { Reversal } from './reverse-purchase.ts';

/** Tells the member that money of an order went back (refund or chargeback) and so did its credits. */
export async function sendReversalNotice(ctx: PaymentsContext, order: OrderRow, reversal: Reversal): Promise<void> {
  const member = await findMailee(ctx.db, order.member_id);
  if (!member?.email) return;
  const site = siteMailName(ctx.site.settings);
  const mail = renderActionMail(PAYMENT_REVERSED_MAIL, member.language, `${ctx.origin}/transactions/${order.id}`, {
    name: member.name,
    site,
    credits: reversal.credits,
    balance: reversal.balance,
    amount: formatAmount(reversal.amount, order.currency, member.language),
  });
  await ctx.mailer.send({
    to: member.email,
    from: siteSender(site, ctx.site.domain),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}
