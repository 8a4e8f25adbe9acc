import { AppError, type ErrorParams } from '../../lib/app-error.ts';
import { PAYMENT_ERROR_MESSAGES, type PaymentErrorCode } from '../../contracts/payments.ts';

/** A payment rule said no: the one AppError, with the contract's Dutch text for `code`. */
export function paymentError(status: 403 | 404 | 409 | 422 | 429 | 503, code: PaymentErrorCode, params?: ErrorParams): AppError {
  return new AppError(status, code, PAYMENT_ERROR_MESSAGES[code], params);
}
