import { mailLocale, renderActionMail } from '../../mail/render.ts';
import { siteMailName, siteSender } from '../../mail/site-sender.ts';
import { RECEIPT_MAIL } from '../../mail/templates/receipt.ts';
import { findMailee } from '../../repositories/members.ts';
import type { OrderRow } from '../../repositories/orders.ts';
import type { PaymentsContext } from './payments-context.ts';

/** An amount in minor units as the member reads money ("€ 9,99" in Dutch, "9,99 €" in German). */
export function formatAmount(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(mailLocale(language), { style: 'currency', currency }).format(minor / 100);
}

/** The receipt of a paid order, in the member's language, linking to the order on the site's own origin. */
export async function sendReceipt(ctx: PaymentsContext, order: OrderRow): Promise<void> {
  const member = await findMailee(ctx.db, order.member_id);
  if (!member?.email) return;
  const siteName = siteMailName(ctx.site.settings);
  const mail = renderActionMail(RECEIPT_MAIL, member.language, `${ctx.origin}/transactions/${order.id}`, {
    name: member.name,
    site: siteName,
    credits: order.credits,
    amount: formatAmount(order.total, order.currency, member.language),
  });
  await ctx.mailer.send({
    to: member.email,
    from: siteSender(siteName, ctx.site.domain),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}
