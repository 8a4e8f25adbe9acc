import { MODERATION_ERROR_MESSAGES } from '../../contracts/moderation.ts';
import { AppError } from '../../lib/app-error.ts';

interface Sanctioned {
  suspended_until: Date | null;
  banned_at: Date | null;
  sanction_reason: string | null;
}

/**
 * 403 for an account a moderator banned or suspended (until a time still ahead), null otherwise. The params
 * carry the reason code and the end as an ISO time, so the login form says why and until when in the member's
 * language and time zone. Only the right password learns it (the login checks the password first).
 */
export function sanctionError(member: Sanctioned, now: Date): AppError | null {
  const reason = member.sanction_reason ?? 'terms';
  if (member.banned_at) return new AppError(403, 'account_banned', MODERATION_ERROR_MESSAGES.account_banned, { reason });
  if (member.suspended_until && member.suspended_until > now) {
    return new AppError(403, 'account_suspended', MODERATION_ERROR_MESSAGES.account_suspended, {
      until: member.suspended_until.toISOString(),
      reason,
    });
  }
  return null;
}
