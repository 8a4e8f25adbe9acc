import { ACCOUNT_ERROR_MESSAGES } from '../../contracts/account.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../lib/app-error.ts';
import { upsertPushSubscription, type PushSubscriptionInput } from '../../repositories/accounts.ts';
import { isPublicPushEndpoint, type HostResolver } from './push-endpoint.ts';

/**
 * Browsers a member may receive pushes on. A new subscription drops the member's oldest past this, rather than
 * being refused: the browser subscribing now is the one the member is using, and old ones are often gone devices.
 */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

/**
 * POST user.php?push=1: the endpoint must be a public https host (422 push_endpoint_refused otherwise: the server
 * will POST to it), then it is stored for the member, at most MAX_PUSH_SUBSCRIPTIONS per member.
 */
export async function subscribePush(
  db: Db,
  memberId: number,
  subscription: PushSubscriptionInput,
  now: Date,
  resolve?: HostResolver,
): Promise<void> {
  if (!(await isPublicPushEndpoint(subscription.endpoint, resolve))) {
    throw new AppError(422, 'push_endpoint_refused', ACCOUNT_ERROR_MESSAGES.push_endpoint_refused);
  }
  await db.transaction((tx) => upsertPushSubscription(tx, memberId, subscription, MAX_PUSH_SUBSCRIPTIONS, now));
}
