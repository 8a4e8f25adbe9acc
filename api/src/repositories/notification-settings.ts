import type { Db } from '../db/db.ts';
import type { NotificationKind } from '../contracts/user.ts';
import type { EmailBlockReason } from '../contracts/notifications.ts';

export interface NotificationSettingsRow {
  notifications_disabled: NotificationKind[];
  invisible: boolean;
  email_blocked: EmailBlockReason | null;
  push_subscribed: boolean;
}

/** The member's notification settings; push_subscriptions is the accounts feature's table (migration 0003). */
export async function findNotificationSettings(db: Db, memberId: number): Promise<NotificationSettingsRow | null> {
  const { rows } = await db.query<NotificationSettingsRow>(
    `select m.notifications_disabled, m.invisible, m.email_blocked,
            exists (select 1 from push_subscriptions s where s.member_id = m.id) as push_subscribed
       from members m
      where m.id = $1 and m.deleted_at is null`,
    [memberId],
  );
  return rows[0] ?? null;
}

export interface NotificationSettingsChanges {
  notificationsDisabled?: readonly NotificationKind[];
  invisible?: boolean;
  /** Lift the email block, whatever its reason. */
  emailEnabledAgain?: boolean;
}

export async function updateNotificationSettings(db: Db, memberId: number, changes: NotificationSettingsChanges): Promise<void> {
  const params: unknown[] = [memberId];
  const sets: string[] = [];
  if (changes.notificationsDisabled !== undefined) {
    params.push([...new Set(changes.notificationsDisabled)]);
    sets.push(`notifications_disabled = $${params.length}::text[]`);
  }
  if (changes.invisible !== undefined) {
    params.push(changes.invisible);
    sets.push(`invisible = $${params.length}`);
  }
  if (changes.emailEnabledAgain) sets.push('email_blocked = null', 'email_blocked_at = null');
  if (sets.length === 0) return;
  await db.query(`update members set ${sets.join(', ')} where id = $1 and deleted_at is null`, params);
}

/**
 * Stops mail to every account with this address (case-insensitive). A complaint or bounce overrides an
 * unsubscribe (stronger reason, kept for support); an existing complaint/bounce is not downgraded.
 */
export async function blockEmailAddress(db: Db, email: string, reason: EmailBlockReason): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `update members set email_blocked = $2, email_blocked_at = now()
      where lower(email) = lower($1)
        and (email_blocked is null or (email_blocked = 'unsubscribe' and $2 <> 'unsubscribe'))
      returning id`,
    [email.trim(), reason],
  );
  return rows.length;
}

/** List-unsubscribe of one member; a stronger block (complaint, bounce) stays as it is. */
export async function blockMemberEmail(db: Db, memberId: number, reason: EmailBlockReason): Promise<void> {
  await db.query(
    `update members set email_blocked = $2, email_blocked_at = now()
      where id = $1 and (email_blocked is null or (email_blocked = 'unsubscribe' and $2 <> 'unsubscribe'))`,
    [memberId, reason],
  );
}

/** Which kinds the member turned off (push sending checks this per message). */
export async function disabledKinds(db: Db, memberId: number): Promise<NotificationKind[] | null> {
  const { rows } = await db.query<{ notifications_disabled: NotificationKind[] }>(
    'select notifications_disabled from members where id = $1 and deleted_at is null',
    [memberId],
  );
  return rows[0]?.notifications_disabled ?? null;
}
