import { ACCOUNT_LIMITS, type DeleteAccountBody } from '../../contracts/account.ts';
import type { Db } from '../../db/db.ts';
import {
  consumeAccountToken,
  deleteExpiredAccountRows,
  findAccountById,
  insertAccountToken,
  markDeletionRequested,
  purgeDeletionRequests,
  reactivate,
} from '../../repositories/accounts.ts';
import { deleteMemberSessions } from '../../repositories/sessions.ts';
import { sendAccountMail } from './account-mails.ts';
import type { AccountContext } from './context.ts';
import { accountError, accountFieldsError } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * DELETE /api/user.php: the member confirms with their password. The account turns deletion_requested
 * (hidden everywhere: search and sessions only accept active and not_confirmed), every session ends, and a
 * reactivation link valid 14 days is mailed. Returns the end of that window.
 */
export async function requestDeletion(ctx: AccountContext, memberId: number, body: DeleteAccountBody): Promise<Date> {
  const member = await findAccountById(ctx.db, memberId);
  if (!member) throw accountError(403, 'authentication_required');
  if (!(await verifyPassword(body.password, member.password_hash))) {
    throw accountFieldsError([{ path: 'body/password', code: 'wrong_password' }]);
  }
  const until = new Date(ctx.now.getTime() + ACCOUNT_LIMITS.reactivationDays * DAY_MS);
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await markDeletionRequested(tx, memberId, { reason: body.reason, comment: body.comment?.trim() || null, now: ctx.now });
    await deleteMemberSessions(tx, memberId);
    await insertAccountToken(tx, { memberId, purpose: 'reactivation', tokenHash: hashToken(token), now: ctx.now, expiresAt: until });
  });
  if (member.email) {
    await sendAccountMail(ctx, 'reactivation', { email: member.email, name: member.name, language: member.language }, token).catch(
      (error: unknown) => ctx.log.error({ err: error, memberId }, 'reactivation mail failed'),
    );
  }
  return until;
}

/** GET /api/reactivate.php: returns the member id when the link is live and the account still waits. */
export async function reactivateAccount(ctx: AccountContext, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  return ctx.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, hashToken(token), 'reactivation', ctx.now);
    if (!used) return null;
    return (await reactivate(tx, used.member_id)) ? used.member_id : null;
  });
}

/**
 * The purge command: anonymises every account whose deletion request is older than 14 days, and drops
 * expired sessions, links, old login failures and ended locks.
 */
export function purgeDeletedAccounts(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    await deleteExpiredAccountRows(tx, now);
    return purgeDeletionRequests(tx, new Date(now.getTime() - ACCOUNT_LIMITS.reactivationDays * DAY_MS), now);
  });
}
