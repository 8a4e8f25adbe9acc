import type { DiscountCode, PaymentMethod } from '../../../contracts/payments.ts';
import type { DiscountCodeRow } from '../../../repositories/discount-codes.ts';

/** A stored code as discountcode.php shows it (the field names members see); `expired` as of `now`. */
export function discountView(row: DiscountCodeRow, now: Date): DiscountCode {
  return {
    code: row.code,
    country: row.country,
    user_id: row.user_id,
    expires: row.expires ? row.expires.toISOString() : null,
    value_percentage: row.value_percentage,
    currency: row.currency,
    minimum_order_value: row.minimum_order_value,
    status: row.status,
    validity: row.validity,
    expired: row.expires !== null && row.expires.getTime() <= now.getTime(),
    paymentmethods: row.paymentmethods as PaymentMethod[],
  };
}
