import { ACCOUNT_LIMITS } from '../../contracts/account.ts';
import {
  consumeAccountToken,
  findAccountByEmail,
  findAccountById,
  insertAccountToken,
  setEmail,
  setStatus,
} from '../../repositories/accounts.ts';
import { closeOtherSessions } from './sessions.ts';
import { sendAccountMail } from './account-mails.ts';
import type { AccountContext } from './context.ts';
import { accountError, accountFieldsError } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import { isUniqueViolation } from './signup.ts';
import { hashToken, newToken } from './tokens.ts';
import { isValidEmail, normaliseEmail } from './validation.ts';

const HOUR_MS = 60 * 60 * 1000;

/** POST /api/mail-change.php: checks the password and mails a confirmation link to the new address. */
export async function requestMailChange(ctx: AccountContext, memberId: number, newEmailInput: string, password: string) {
  const member = await findAccountById(ctx.db, memberId);
  if (!member) throw accountError(403, 'authentication_required');
  const newEmail = normaliseEmail(newEmailInput);
  if (!isValidEmail(newEmail) || newEmail === member.email) {
    throw accountFieldsError([{ path: 'body/email', code: 'invalid_new_email' }]);
  }
  if (!(await verifyPassword(password, member.password_hash))) {
    throw accountFieldsError([{ path: 'body/password', code: 'wrong_password' }]);
  }
  if (await findAccountByEmail(ctx.db, newEmail)) throw accountError(409, 'email_taken');

  const token = newToken();
  await insertAccountToken(ctx.db, {
    memberId,
    purpose: 'mail_change',
    tokenHash: hashToken(token),
    newEmail,
    now: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + ACCOUNT_LIMITS.mailChangeLinkHours * HOUR_MS),
  });
  await sendAccountMail(ctx, 'mail_change', { email: newEmail, name: member.name, language: member.language }, token);
}

/**
 * PUT /api/mail-change.php: the link from the new mailbox makes that address the login. Works without a
 * session (the link may be opened on another device); the token alone names the member. Every other
 * session of the member ends (the one of `browserToken`, the confirming browser, stays), and the OLD address
 * is told, so an owner whose address was taken over learns of it.
 */
export async function confirmMailChange(ctx: AccountContext, token: string, browserToken: string | undefined): Promise<number> {
  const changed = await ctx.db
    .transaction(async (tx) => {
      const used = await consumeAccountToken(tx, hashToken(token), 'mail_change', ctx.now);
      const member = used ? await findAccountById(tx, used.member_id) : null;
      if (!used?.new_email || !member || !['active', 'not_confirmed'].includes(member.status)) {
        throw accountError(400, 'mail_change_link_invalid');
      }
      await setEmail(tx, member.id, used.new_email);
      // The click proved the new mailbox, which is what activation asks for.
      if (member.status === 'not_confirmed') await setStatus(tx, member.id, 'active');
      await closeOtherSessions(tx, member.id, browserToken);
      return member;
    })
    .catch((error: unknown) => {
      // Someone signed up with the address between the request and the click.
      if (isUniqueViolation(error)) throw accountError(409, 'email_taken');
      throw error;
    });
  if (changed.email) {
    await sendAccountMail(ctx, 'mail_changed', { email: changed.email, name: changed.name, language: changed.language }, null).catch(
      (error: unknown) => ctx.log.error({ err: error, memberId: changed.id }, 'mail-changed notice to the old address failed'),
    );
  }
  return changed.id;
}
