import type { DirectDebitBody, DirectDebitStarted, OrderCreatedResponse } from '../../../contracts/payments.ts';
import { createHmac } from 'node:crypto';
import {
  SMS_CODE_MAX_TRIES,
  SMS_CODES_PER_MANDATE,
  SMS_CODES_PER_MEMBER_DAY,
  SMS_CODES_PER_NUMBER_DAY,
  SMS_RESEND_SECONDS,
} from '../../../contracts/payments.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Db } from '../../../db/db.ts';
import {
  claimMandatePayment,
  countUnsettledDirectDebits,
  countWrongCode,
  findMandateOrder,
  insertMandate,
  isDirectDebitBlocked,
  lockMemberMandate,
  lockMemberRow,
  markMandateVerified,
  releaseMandatePayment,
  setMandateCode,
  type MandateRow,
} from '../../../repositories/direct-debit-mandates.ts';
import { siteSecret } from '../../../repositories/site-secrets.ts';
import { siteMailName } from '../../../mail/site-sender.ts';
import { SmsProviderUnavailable, SmsRejected, type SmsProvider } from '../../sms/sms-provider.ts';
import { listSellingCountries } from '../../../repositories/bundles.ts';
import { countSmsSends, lockPhoneSends, recordSmsSend } from '../../../repositories/sms-sends.ts';
import { memberOrderCreated, openPayment, placeOrder, type PlacedOrder } from '../create-order.ts';
import type { DiscountBuyer } from '../discount-rules.ts';
import { PAYMENT_ERROR_MESSAGES } from '../../../contracts/payments.ts';
import { paymentError } from '../payment-error.ts';
import type { PaymentsContext } from '../payments-context.ts';
import { priceOrder } from '../price-order.ts';
import { checkMandateIban } from './mandate-iban.ts';
import { decryptIban, encryptIban } from './mandate-bank-data.ts';
import { maskIban, type BankDataCipher } from '../../../lib/bank-data-cipher.ts';
import { checkMobileNumber } from './mobile-phone.ts';
import { maskPhone } from './phone-hint.ts';
import { hashSmsCode, newSmsCode, smsCodeMatches } from './sms-code.ts';
import { smsCodeText } from './sms-texts.ts';

/** A sent code is good for this long. */
export const SMS_CODE_VALID_MINUTES = 10;
/** Direct-debit orders a member may have waiting for the bank at once. */
export const UNSETTLED_DIRECT_DEBIT_LIMIT = 2;

export interface DirectDebitContext extends PaymentsContext {
  sms: SmsProvider;
  /** Encrypts mandate IBANs at rest (BANK_DATA_KEY). */
  ibanCipher: BankDataCipher;
}

interface Member {
  buyer: DiscountBuyer;
  language: string;
}

function fieldError(path: string, code: 'iban_invalid' | 'mandate_not_accepted' | 'phone_invalid' | 'phone_country'): AppError {
  return AppError.fields([{ path, code, message: PAYMENT_ERROR_MESSAGES[code] }]);
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Records a code for the mandate in the caller's transaction, which holds the member's row lock, after the
 * limits: SMS_CODES_PER_MANDATE for the mandate, SMS_CODES_PER_MEMBER_DAY for the member and
 * SMS_CODES_PER_NUMBER_DAY for the number whoever asks (counted in sms_sends, the number only as an HMAC).
 * Answers the code, to be sent once the transaction commits.
 */
async function recordCode(tx: Db, ctx: DirectDebitContext, memberId: number, mandateId: number, phone: string): Promise<string> {
  const secret = await siteSecret(tx, 'sms_code_secret');
  const phoneHash = createHmac('sha256', secret).update(`phone:${phone}`).digest('hex');
  await lockPhoneSends(tx, phoneHash);
  const sent = await countSmsSends(tx, { memberId, mandateId, phoneHash, since: new Date(ctx.now.getTime() - DAY_MS) });
  if (sent.mandate >= SMS_CODES_PER_MANDATE) throw paymentError(429, 'sms_mandate_limit', { max: SMS_CODES_PER_MANDATE });
  if (sent.member >= SMS_CODES_PER_MEMBER_DAY) throw paymentError(429, 'sms_daily_limit', { max: SMS_CODES_PER_MEMBER_DAY });
  if (sent.phone >= SMS_CODES_PER_NUMBER_DAY) throw paymentError(429, 'sms_number_limit');
  await recordSmsSend(tx, { memberId, mandateId, phoneHash, at: ctx.now });
  const code = newSmsCode();
  await setMandateCode(tx, mandateId, hashSmsCode(code, mandateId, secret), ctx.now);
  return code;
}

/** Sends a recorded code. A gateway that is away is 503 sms_unavailable (the member may ask again after 30 s). */
async function sendCode(ctx: DirectDebitContext, member: Member, phone: string, code: string): Promise<void> {
  const site = siteMailName(ctx.site.settings);
  try {
    await ctx.sms.send(phone, smsCodeText(member.language, { site, code, minutes: SMS_CODE_VALID_MINUTES }));
  } catch (error) {
    if (error instanceof SmsProviderUnavailable) throw paymentError(503, 'sms_unavailable');
    if (error instanceof SmsRejected) throw fieldError('mobile_phone', 'phone_invalid');
    throw error;
  }
}

/**
 * Step 1 of the direct-debit form: every field checked (IBAN with ibantools, SEPA only; a mobile number of a
 * country the site sells in, by libphonenumber-js; the mandate agreed), the member's block and limit, the bundle
 * and code priced for sdd; then, under the member's row lock, the SMS limits, the mandate waiting for its code and
 * the code recorded in one transaction, and the code sent.
 */
export async function startMandate(ctx: DirectDebitContext, member: Member, body: DirectDebitBody): Promise<DirectDebitStarted> {
  const { buyer } = member;
  if (!body.mandate_accepted) throw fieldError('mandate_accepted', 'mandate_not_accepted');
  if (await isDirectDebitBlocked(ctx.db, buyer.memberId)) throw paymentError(403, 'directdebit_blocked');
  const iban = checkMandateIban(body.iban);
  if (!iban.ok) throw fieldError('iban', 'iban_invalid');
  const mobile = checkMobileNumber(body.mobile_phone, buyer.country, await listSellingCountries(ctx.db));
  if (!mobile.ok) throw fieldError('mobile_phone', mobile.reason === 'country' ? 'phone_country' : 'phone_invalid');
  const phone = mobile.e164;
  await priceOrder(ctx.db, buyer, { bundleId: body.bundle_id, method: 'sdd', code: body.code }, ctx.now);
  if ((await countUnsettledDirectDebits(ctx.db, buyer.memberId)) >= UNSETTLED_DIRECT_DEBIT_LIMIT) {
    throw paymentError(409, 'directdebit_limit_reached');
  }
  const { mandateId, code } = await ctx.db.transaction(async (tx) => {
    await lockMemberRow(tx, buyer.memberId);
    const id = await insertMandate(tx, {
      memberId: buyer.memberId,
      bundleId: body.bundle_id,
      discountCode: body.code ?? null,
      accountHolder: body.account_holder.trim(),
      ...encryptIban(ctx.ibanCipher, buyer.memberId, iban.iban),
      street: body.street.trim(),
      houseNumber: body.house_number.trim(),
      zip: body.zip.trim(),
      city: body.city.trim(),
      mobilePhone: phone,
      now: ctx.now,
    });
    return { mandateId: id, code: await recordCode(tx, ctx, buyer.memberId, id, phone) };
  });
  await sendCode(ctx, member, phone, code);
  return {
    mandate_id: mandateId,
    phone_hint: maskPhone(phone),
    iban_hint: maskIban(iban.iban.slice(-4)),
    resend_after: SMS_RESEND_SECONDS,
    tries_left: SMS_CODE_MAX_TRIES,
  };
}

type ConfirmOutcome =
  | { ok: true; order: PlacedOrder; mandate: { id: number; accountHolder: string; iban: string }; openPayment: boolean }
  | { ok: false; error: AppError };

/** Seconds after which a confirmation that claimed opening the payment and never finished may be taken over. */
const PAYMENT_CLAIM_STALE_MS = 60_000;

/** The code check of a mandate waiting for one; a wrong code is counted (and the fifth closes the mandate). */
async function checkCode(tx: Db, row: MandateRow, code: string, secret: string, now: Date): Promise<AppError | null> {
  if (!row.code_hash || !row.code_sent_at) return paymentError(404, 'mandate_not_found');
  if (now.getTime() - row.code_sent_at.getTime() > SMS_CODE_VALID_MINUTES * 60_000) return paymentError(422, 'code_expired');
  if (smsCodeMatches(code, row.id, secret, row.code_hash)) return null;
  const tries = row.tries + 1;
  await countWrongCode(tx, row.id, tries >= SMS_CODE_MAX_TRIES);
  return tries >= SMS_CODE_MAX_TRIES
    ? paymentError(429, 'code_tries_exceeded')
    : paymentError(422, 'code_invalid', { tries_left: SMS_CODE_MAX_TRIES - tries });
}

/**
 * Step 2: the code. A wrong one counts (the count is kept even though the answer is an error), the fifth
 * closes the mandate; an expired one asks for a new code. The right one verifies the mandate and places its
 * order in one transaction under the member's row lock, where the support block and the limit of unsettled
 * direct debits are checked again: mandates started side by side cannot pass the limit together. The payment
 * is then opened at the provider by exactly one request. A mandate that is verified already answers its
 * order, and one verified without an order (the order could not be placed then) is finished now, under the
 * same checks: a retry never meets mandate_not_found.
 */
export async function confirmMandate(
  ctx: DirectDebitContext,
  member: Member,
  mandateId: number,
  code: string,
): Promise<OrderCreatedResponse> {
  const secret = await siteSecret(ctx.db, 'sms_code_secret');
  const memberId = member.buyer.memberId;
  const outcome = await ctx.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    await lockMemberRow(tx, memberId);
    const row = await lockMemberMandate(tx, mandateId, memberId);
    if (!row || row.status === 'closed') return { ok: false, error: paymentError(404, 'mandate_not_found') };
    const mandate = { id: row.id, accountHolder: row.account_holder, iban: decryptIban(ctx.ibanCipher, memberId, row.iban_encrypted) };
    if (row.status === 'verified') {
      const existing = await findMandateOrder(tx, row.id);
      if (existing) {
        const order = {
          orderId: existing.id,
          total: existing.total,
          currency: existing.currency,
          credits: existing.credits,
          method: 'sdd' as const,
        };
        return { ok: true, order, mandate, openPayment: await claimMandatePayment(tx, row.id, ctx.now, PAYMENT_CLAIM_STALE_MS) };
      }
    } else {
      const codeError = await checkCode(tx, row, code, secret, ctx.now);
      if (codeError) return { ok: false, error: codeError };
    }
    // A right code does not verify the mandate while the member may not pay by direct debit now.
    if (await isDirectDebitBlocked(tx, memberId)) return { ok: false, error: paymentError(403, 'directdebit_blocked') };
    if ((await countUnsettledDirectDebits(tx, memberId)) >= UNSETTLED_DIRECT_DEBIT_LIMIT) {
      return { ok: false, error: paymentError(409, 'directdebit_limit_reached') };
    }
    if (row.status === 'pending_code') await markMandateVerified(tx, row.id, ctx.now);
    const request = {
      buyer: member.buyer,
      language: member.language,
      bundleId: row.bundle_id,
      method: 'sdd' as const,
      code: row.discount_code ?? undefined,
      mandate,
    };
    const order = await placeOrder(tx, ctx.provider.name, request, ctx.now);
    return { ok: true, order, mandate, openPayment: await claimMandatePayment(tx, row.id, ctx.now, PAYMENT_CLAIM_STALE_MS) };
  });
  if (!outcome.ok) throw outcome.error;
  // Another request is opening this payment right now: answer the order as it stands (the result page follows it).
  if (!outcome.openPayment) return memberOrderCreated(ctx, outcome.order.orderId, memberId);
  try {
    return await openPayment(ctx, outcome.order, { buyer: member.buyer, language: member.language, mandate: outcome.mandate });
  } catch (error) {
    // The provider did not answer: the member's retry may open it at once. Any other failure keeps the claim
    // until it is stale, as the provider may have made the payment.
    if (error instanceof AppError && error.status === 503) await releaseMandatePayment(ctx.db, mandateId);
    throw error;
  }
}

/**
 * Another code for a mandate still waiting for one, no sooner than SMS_RESEND_SECONDS after the last and within
 * the SMS limits (the mandate's three codes, the member's and the number's day).
 */
export async function resendMandateCode(ctx: DirectDebitContext, member: Member, mandateId: number): Promise<{ resend_after: number }> {
  const memberId = member.buyer.memberId;
  const { phone, code } = await ctx.db.transaction(async (tx) => {
    await lockMemberRow(tx, memberId);
    const row = await lockMemberMandate(tx, mandateId, memberId);
    if (!row || row.status !== 'pending_code') throw paymentError(404, 'mandate_not_found');
    const waited = row.code_sent_at ? (ctx.now.getTime() - row.code_sent_at.getTime()) / 1000 : Infinity;
    if (waited < SMS_RESEND_SECONDS) throw paymentError(429, 'sms_resend_too_soon', { seconds: Math.ceil(SMS_RESEND_SECONDS - waited) });
    return { phone: row.mobile_phone, code: await recordCode(tx, ctx, memberId, row.id, row.mobile_phone) };
  });
  await sendCode(ctx, member, phone, code);
  return { resend_after: SMS_RESEND_SECONDS };
}
