import { ACCOUNT_ERROR_MESSAGES } from '../../contracts/account.ts';
import { AppError } from '../app-error.ts';
import type { RateLimitRule } from './limits.ts';

/**
 * Selfies per member a day: each one waits for a moderator and costs a face check. A few retries after a
 * rejection are fine; more is someone trying faces until one passes.
 */
export const SELFIE_LIMIT: RateLimitRule = {
  name: 'verification-selfie',
  per: 'member',
  max: 5,
  windowMs: 24 * 60 * 60 * 1000,
  error: () => new AppError(429, 'too_many_requests', ACCOUNT_ERROR_MESSAGES.too_many_requests),
};
