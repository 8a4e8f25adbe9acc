import { ACCOUNT_ERROR_MESSAGES } from '../../contracts/account.ts';
import { COMPLAINTS_PER_HOUR } from '../../contracts/complaints.ts';
import { REPORT_ERROR_MESSAGES, REPORTS_PER_HOUR } from '../../contracts/reports.ts';
import { AppError } from '../app-error.ts';

/** One per-client-IP limit of a route: at most `max` requests per `windowMs`, else `error`. */
export interface RateLimitRule {
  /** Names the counter; routes sharing a name share the counter. */
  name: string;
  max: number;
  windowMs: number;
  error: () => AppError;
  /** What is counted: the client IP (default) or the logged-in member (visitors are not counted by member rules). */
  per?: 'ip' | 'member';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const tooManyRequests = () => new AppError(429, 'too_many_requests', ACCOUNT_ERROR_MESSAGES.too_many_requests);

/** Logins per IP, on top of the per-address lockout (which stops guessing one account's password). */
export const LOGIN_LIMIT: RateLimitRule = { name: 'login', max: 30, windowMs: MINUTE_MS, error: tooManyRequests };

/** Signups per IP: each one mails an address the client chose. */
export const SIGNUP_LIMIT: RateLimitRule = {
  name: 'signup',
  max: 5,
  windowMs: HOUR_MS,
  error: () => new AppError(429, 'too_many_requests', 'Te veel aanmeldingen vanaf dit adres, probeer het later opnieuw.'),
};

/** Password-reset requests per IP across addresses (per account there is also ACCOUNT_LIMITS.resetMailsPerDay). */
export const RESET_REQUEST_LIMIT: RateLimitRule = {
  name: 'reset-request',
  max: 10,
  windowMs: HOUR_MS,
  error: () => new AppError(429, 'too_many_requests', 'Te veel verzoeken, probeer het later opnieuw.'),
};

export const COMPLAINT_LIMIT: RateLimitRule = {
  name: 'complaint',
  max: COMPLAINTS_PER_HOUR,
  windowMs: HOUR_MS,
  error: () => new AppError(429, 'rate_limited', 'Te veel klachten verstuurd, probeer het over een uur opnieuw.'),
};

/** Showcase calls per IP: a visitor opens a few landers; a scraper walking the member base hits this. */
export const SHOWCASE_LIMIT: RateLimitRule = { name: 'showcase', max: 120, windowMs: MINUTE_MS, error: tooManyRequests };

/** SMS codes for direct-debit mandates per IP (each one costs money and reaches someone's phone). */
export const DIRECT_DEBIT_SMS_LIMIT: RateLimitRule = { name: 'directdebit-sms', max: 10, windowMs: HOUR_MS, error: tooManyRequests };

/** Chat sends per member: quicker than anyone types, slow enough that a script cannot flood members or the disk. */
export const CHAT_SEND_LIMIT: RateLimitRule = { name: 'chat-send', per: 'member', max: 30, windowMs: MINUTE_MS, error: tooManyRequests };

/** Reactions per member: a finger tapping emoji is far slower; a script toggling one to flood the partner's socket is not. */
export const CHAT_REACTION_LIMIT: RateLimitRule = {
  name: 'chat-reaction',
  per: 'member',
  max: 60,
  windowMs: MINUTE_MS,
  error: tooManyRequests,
};

/** Orders per member (order.php and repeat-order.php share it): each one opens a payment at the provider. */
export const ORDER_LIMIT: RateLimitRule = { name: 'order', per: 'member', max: 20, windowMs: HOUR_MS, error: tooManyRequests };

/** Discount-code look-ups per member (discountcode.php). */
export const DISCOUNT_LOOKUP_LIMIT: RateLimitRule = {
  name: 'discount-lookup',
  per: 'member',
  max: 60,
  windowMs: HOUR_MS,
  error: tooManyRequests,
};

/**
 * Unknown discount codes a member may try in an hour and still be told why a code fails. Past it every refused
 * code answers 404 code_not_found, so guessing cannot tell a used or expired code from one that never existed.
 */
export const DISCOUNT_MISS_LIMIT: RateLimitRule = {
  name: 'discount-miss',
  per: 'member',
  max: 5,
  windowMs: HOUR_MS,
  error: tooManyRequests,
};

/**
 * Payment webhook calls per IP: the provider posts from a few addresses, one call per status change, and
 * retries; far more than that from one address is someone making us ask the provider.
 */
export const PAYMENT_WEBHOOK_LIMIT: RateLimitRule = { name: 'payment-webhook', max: 600, windowMs: MINUTE_MS, error: tooManyRequests };

/** Reports per member (report.php): each one lands in a moderator's queue. */
export const REPORT_LIMIT: RateLimitRule = {
  name: 'report',
  per: 'member',
  max: REPORTS_PER_HOUR,
  windowMs: HOUR_MS,
  error: () => new AppError(429, 'report_limit', REPORT_ERROR_MESSAGES.report_limit),
};

/** Credit statement reads per member: paging is a few calls, and each CSV export reads the member's whole ledger. */
export const CREDIT_STATEMENT_LIMIT: RateLimitRule = {
  name: 'credit-statement',
  per: 'member',
  max: 60,
  windowMs: MINUTE_MS,
  error: tooManyRequests,
};

/** Boost starts per member: one boost runs at a time, so a few calls a minute cover retries and mistakes. */
export const BOOST_LIMIT: RateLimitRule = {
  name: 'boost',
  per: 'member',
  max: 20,
  windowMs: MINUTE_MS,
  error: tooManyRequests,
};

/** Visitors-tab reads per member: a page is a few calls; a script paging through its visitors is slowed down. */
export const VISITORS_LIMIT: RateLimitRule = {
  name: 'visitors',
  per: 'member',
  max: 60,
  windowMs: MINUTE_MS,
  error: tooManyRequests,
};
