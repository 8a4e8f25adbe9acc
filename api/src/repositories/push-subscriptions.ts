import type { Db } from '../db/db.ts';

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function listPushSubscriptions(db: Db, memberId: number): Promise<PushSubscriptionRow[]> {
  const { rows } = await db.query<PushSubscriptionRow>('select endpoint, p256dh, auth from push_subscriptions where member_id = $1', [
    memberId,
  ]);
  return rows;
}

/** The push service said the endpoint is gone (404/410). */
export async function deletePushSubscription(db: Db, endpoint: string): Promise<void> {
  await db.query('delete from push_subscriptions where endpoint = $1', [endpoint]);
}
