import { ACCOUNT_LIMITS } from '../../contracts/account.ts';
import { consumeAccountToken, countTokensSince, findAccountById, insertAccountToken, setStatus } from '../../repositories/accounts.ts';
import { sendAccountMail, type MailRecipient } from './account-mails.ts';
import type { AccountContext } from './context.ts';
import { accountError } from './errors.ts';
import { hashToken, newToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Resends per day; the first mail at signup counts too. */
const ACTIVATION_MAILS_PER_DAY = 5;

export async function newActivationToken(ctx: AccountContext, memberId: number): Promise<string> {
  const token = newToken();
  await insertAccountToken(ctx.db, {
    memberId,
    purpose: 'activation',
    tokenHash: hashToken(token),
    now: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + ACCOUNT_LIMITS.activationLinkDays * DAY_MS),
  });
  return token;
}

export function sendActivationMail(ctx: AccountContext, to: MailRecipient, token: string): Promise<void> {
  return sendAccountMail(ctx, 'activation', to, token);
}

/** POST /api/activate.php: a new link for a member who has not confirmed yet. */
export async function resendActivation(ctx: AccountContext, memberId: number): Promise<void> {
  const member = await findAccountById(ctx.db, memberId);
  if (!member?.email) throw accountError(403, 'authentication_required');
  if (member.status !== 'not_confirmed') throw accountError(409, 'already_active');
  const sentToday = await countTokensSince(ctx.db, memberId, 'activation', new Date(ctx.now.getTime() - DAY_MS));
  if (sentToday >= ACTIVATION_MAILS_PER_DAY) throw accountError(429, 'activation_limit');
  const token = await newActivationToken(ctx, memberId);
  await sendActivationMail(ctx, { email: member.email, name: member.name, language: member.language }, token);
}

/**
 * Opens an activation link: single use, not expired, and only for a member still not_confirmed.
 * Returns the member id (the route logs them in).
 */
export async function activate(ctx: AccountContext, token: string | undefined): Promise<number> {
  if (!token) throw accountError(400, 'activation_failed');
  return ctx.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, hashToken(token), 'activation', ctx.now);
    const member = used ? await findAccountById(tx, used.member_id) : null;
    if (!member || member.status !== 'not_confirmed') throw accountError(400, 'activation_failed');
    await setStatus(tx, member.id, 'active');
    return member.id;
  });
}
