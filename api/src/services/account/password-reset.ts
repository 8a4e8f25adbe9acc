import { ACCOUNT_LIMITS } from '../../contracts/account.ts';
import {
  clearLoginFailures,
  consumeAccountToken,
  countTokensSince,
  findAccountByEmail,
  findAccountById,
  insertAccountToken,
  setPasswordHash,
  setStatus,
} from '../../repositories/accounts.ts';
import { deleteMemberSessions } from '../../repositories/sessions.ts';
import { sendAccountMail } from './account-mails.ts';
import type { AccountContext } from './context.ts';
import { accountError, accountFieldsError } from './errors.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';
import { checkPasswords, normaliseEmail } from './validation.ts';

const HOUR_MS = 60 * 60 * 1000;
const LOGIN_STATUSES = new Set(['active', 'not_confirmed']);

/**
 * POST /api/reset-password.php. The site answers 'E-mailadres niet gevonden', so unknown addresses are told
 * (unlike login); at most 3 mails per account in any 24 hours.
 */
export async function requestPasswordReset(ctx: AccountContext, emailInput: string): Promise<void> {
  const member = await findAccountByEmail(ctx.db, normaliseEmail(emailInput));
  if (!member?.email || !LOGIN_STATUSES.has(member.status)) throw accountError(404, 'email_not_found');
  const sentToday = await countTokensSince(ctx.db, member.id, 'password_reset', new Date(ctx.now.getTime() - 24 * HOUR_MS));
  if (sentToday >= ACCOUNT_LIMITS.resetMailsPerDay) throw accountError(429, 'reset_limit');

  const token = newToken();
  await insertAccountToken(ctx.db, {
    memberId: member.id,
    purpose: 'password_reset',
    tokenHash: hashToken(token),
    now: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + ACCOUNT_LIMITS.resetLinkHours * HOUR_MS),
  });
  await sendAccountMail(ctx, 'password_reset', { email: member.email, name: member.name, language: member.language }, token);
}

/**
 * PUT /api/reset-password.php: sets the new password, ends every session of the member and returns the
 * member id (the route starts a fresh session). The link proved the address, so a not_confirmed member
 * becomes active, and a lockout on the address ends.
 */
export async function resetPassword(ctx: AccountContext, token: string, password: string, confirm: string): Promise<number> {
  const fieldErrors = checkPasswords(password, confirm);
  if (fieldErrors.length > 0) throw accountFieldsError(fieldErrors);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, hashToken(token), 'password_reset', ctx.now);
    const member = used ? await findAccountById(tx, used.member_id) : null;
    if (!member?.email || !LOGIN_STATUSES.has(member.status)) throw accountError(400, 'reset_link_invalid');
    await setPasswordHash(tx, member.id, passwordHash);
    if (member.status === 'not_confirmed') await setStatus(tx, member.id, 'active');
    await deleteMemberSessions(tx, member.id);
    await clearLoginFailures(tx, member.email);
    return member.id;
  });
}
