import { toApiError } from '@dating/shared-kit';

/**
 * The member's own open order that holds the discount they tried (409 code_used names it as `order_id`),
 * so the shop can offer the way back to it; null for any other error.
 */
export function openOrderOf(error: unknown): number | null {
  if (error === undefined || error === null) return null;
  const { code, params } = toApiError(error);
  const orderId = params.order_id;
  return code === 'code_used' && typeof orderId === 'number' ? orderId : null;
}
