import { ACCOUNT_LIMITS } from '../../contracts/account.ts';
import { renderActionMail } from '../../mail/render.ts';
import { siteMailName, siteSender } from '../../mail/site-sender.ts';
import { ACTIVATION_MAIL } from '../../mail/templates/activation.ts';
import { MAIL_CHANGE_MAIL } from '../../mail/templates/mail-change.ts';
import { MAIL_CHANGED_MAIL } from '../../mail/templates/mail-changed.ts';
import { PASSWORD_RESET_MAIL } from '../../mail/templates/password-reset.ts';
import { REACTIVATION_MAIL } from '../../mail/templates/reactivation.ts';
import type { MailTemplate } from '../../mail/templates/types.ts';
import type { AccountContext } from './context.ts';

export type AccountMailKind = 'activation' | 'password_reset' | 'mail_change' | 'mail_changed' | 'reactivation';

const TEMPLATES: Record<AccountMailKind, MailTemplate> = {
  activation: ACTIVATION_MAIL,
  password_reset: PASSWORD_RESET_MAIL,
  mail_change: MAIL_CHANGE_MAIL,
  mail_changed: MAIL_CHANGED_MAIL,
  reactivation: REACTIVATION_MAIL,
};

/**
 * Where each link lands: API links act and redirect, page links open a shell screen that calls the API.
 * ctx.origin is the site's configured origin (plugins/site.ts), never a request header. mail_changed has no
 * token: it points at the page that asks for a new password.
 */
export function accountLink(ctx: AccountContext, kind: AccountMailKind, token: string | null): string {
  const path = {
    activation: '/api/activate.php',
    password_reset: '/reset-password/do',
    mail_change: '/mail-change/do',
    mail_changed: '/reset-password',
    reactivation: '/api/reactivate.php',
  }[kind];
  return token === null ? `${ctx.origin}${path}` : `${ctx.origin}${path}?token=${encodeURIComponent(token)}`;
}

export interface MailRecipient {
  email: string;
  name: string;
  language: string;
}

/** Sends one account mail in the member's language; `from` names the site (settings.mail_name). */
export async function sendAccountMail(ctx: AccountContext, kind: AccountMailKind, to: MailRecipient, token: string | null): Promise<void> {
  const siteName = siteMailName(ctx.site.settings);
  const mail = renderActionMail(TEMPLATES[kind], to.language, accountLink(ctx, kind, token), {
    name: to.name,
    site: siteName,
    hours: kind === 'password_reset' ? ACCOUNT_LIMITS.resetLinkHours : ACCOUNT_LIMITS.mailChangeLinkHours,
    days: ACCOUNT_LIMITS.reactivationDays,
  });
  await ctx.mailer.send({
    to: to.email,
    from: siteSender(siteName, ctx.site.domain),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}
