import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { DISCOUNT_MISS_LIMIT } from '../../lib/rate-limit/limits.ts';
import { overRateLimit } from '../../plugins/rate-limit.ts';
import { paymentError } from '../../services/payments/payment-error.ts';

/** Every answer that refuses a code; all but code_not_found also say that the code exists. */
const CODE_REFUSALS = new Set(['code_not_found', 'code_used', 'code_expired', 'code_country', 'code_method', 'code_minimum_order']);

/**
 * Runs a discount-code look-up (the code check, a quote or an order with a code). Refused codes are counted per
 * member; past DISCOUNT_MISS_LIMIT in its hour every refusal answers 404 code_not_found, so someone guessing codes
 * learns nothing from 409/422 about which ones exist, while a member who mistypes once or twice still reads why.
 * A code held by the member's own open order always answers 409 code_used with that order.
 */
export async function guardCodeProbing<T>(request: FastifyRequest, code: string | undefined, lookUp: () => Promise<T>): Promise<T> {
  try {
    return await lookUp();
  } catch (error) {
    if (!code || !(error instanceof AppError) || !CODE_REFUSALS.has(error.code)) throw error;
    // The member's own open order holds the code: that answer (and the way back to the order) tells a prober
    // nothing about anyone else's codes, so it is neither counted nor masked.
    if (error.code === 'code_used' && error.params?.order_id !== undefined) throw error;
    if (await overRateLimit(request, DISCOUNT_MISS_LIMIT)) throw paymentError(404, 'code_not_found');
    throw error;
  }
}
