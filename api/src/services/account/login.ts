import { ACCOUNT_LIMITS } from '../../contracts/account.ts';
import { clearLoginFailures, countLoginAttempt, findAccountByEmail, lockLogin } from '../../repositories/accounts.ts';
import type { AccountContext } from './context.ts';
import type { AppError } from '../../lib/app-error.ts';
import { accountError } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import { normaliseEmail } from './validation.ts';
import { sanctionError } from './sanction-error.ts';

const MINUTE_MS = 60_000;

function lockedError(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE_MS));
  return accountError(429, 'account_locked', { minutes });
}

/**
 * Checks email and password and returns the member id. Attempts are counted per address, known or not,
 * so unknown addresses and wrong passwords look the same, lockout included. Each attempt takes its number
 * in the window atomically BEFORE the password is checked: however many arrive at once, at most
 * maxFailedLogins passwords are checked per window. The 5th failure within 15 minutes locks the address
 * for 15 minutes (that 5th answer already says so); a success starts the count over.
 */
export async function login(ctx: AccountContext, emailInput: string, password: string): Promise<number> {
  const emailKey = normaliseEmail(emailInput);
  const max = ACCOUNT_LIMITS.maxFailedLogins;
  const windowStart = new Date(ctx.now.getTime() - ACCOUNT_LIMITS.lockWindowMinutes * MINUTE_MS);
  const attempt = await countLoginAttempt(ctx.db, emailKey, ctx.now, windowStart, max);
  if (attempt.lockedUntil) throw lockedError(attempt.lockedUntil, ctx.now);
  // The window's checks are all taken by attempts still running: this one is refused unchecked.
  if (attempt.attempts > max) throw lockedError(new Date(ctx.now.getTime() + ACCOUNT_LIMITS.lockMinutes * MINUTE_MS), ctx.now);

  const member = emailKey ? await findAccountByEmail(ctx.db, emailKey) : null;
  // Always one scrypt, also for unknown addresses, so the answer time does not tell them apart.
  const passwordOk = await verifyPassword(password, member?.password_hash ?? null);
  if (!member || !passwordOk) {
    if (attempt.attempts === max) {
      const until = new Date(ctx.now.getTime() + ACCOUNT_LIMITS.lockMinutes * MINUTE_MS);
      await lockLogin(ctx.db, emailKey, until);
      throw lockedError(until, ctx.now);
    }
    throw accountError(401, 'login_failed');
  }

  // The right password may learn the account's state; a wrong one never does.
  if (member.status === 'deletion_requested' || member.status === 'deleted') throw accountError(403, 'account_deleted');
  if (member.status === 'disabled') throw accountError(403, 'account_disabled');
  const sanction = sanctionError(member, ctx.now);
  if (sanction) throw sanction;
  await clearLoginFailures(ctx.db, emailKey);
  return member.id;
}
