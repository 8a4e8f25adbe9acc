import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponses, MemberErrorResponses } from '../../contracts/common.ts';
import {
  DirectDebitBody,
  DirectDebitCodeBody,
  DirectDebitResendBody,
  DirectDebitStarted,
  OrderCreatedResponse,
} from '../../contracts/payments.ts';
import { DIRECT_DEBIT_SMS_LIMIT } from '../../lib/rate-limit/limits.ts';
import { bankDataCipher, bankDataKey, type BankDataCipher } from '../../lib/bank-data-cipher.ts';
import { outboxDir } from '../../mail/mail-plugin.ts';
import { siteSecret } from '../../repositories/site-secrets.ts';
import { encryptStoredIbans } from '../../services/payments/direct-debit/mandate-bank-data.ts';
import { requireMember } from '../../plugins/require-member.ts';
import {
  confirmMandate,
  resendMandateCode,
  startMandate,
  type DirectDebitContext,
} from '../../services/payments/direct-debit/mandate-flow.ts';
import type { PaymentProvider } from '../../services/payments/payment-provider.ts';
import { createSmsProvider } from '../../services/sms/sms-provider-factory.ts';
import type { SmsProvider } from '../../services/sms/sms-provider.ts';
import type { ProviderSettings } from '../../config.ts';
import { buyerOf, paymentsContext } from './payments-request.ts';

export interface DirectDebitRoutesOptions {
  provider: PaymentProvider;
  dataDir: string;
  /** The SMS provider's and the bank-data key's settings (config.ts). */
  providerSettings: ProviderSettings;
  /** Default: CM.com when CM_PRODUCT_TOKEN is set, else the sandbox transport (SMS into the dev outbox). */
  sms?: SmsProvider;
}

const errors = { ...MemberErrorResponses, 503: ErrorResponses[500] };

/**
 * Direct debit: the mandate form, the SMS code that confirms it (which
 * makes the order, pending until the bank settles), and another code. Members only; SMS sends are limited
 * per IP.
 */
export const directDebitRoutes: FastifyPluginAsyncTypebox<DirectDebitRoutesOptions> = async (app, options) => {
  const env = options.providerSettings;
  const sms = options.sms ?? createSmsProvider(env, outboxDir(options.dataDir));
  const makeCipher = async () => bankDataCipher(await bankDataKey(env, () => siteSecret(app.db, 'bank_data_key_seed')));
  // A configured key (required in production) is checked now, so a missing one stops the start; the development
  // key needs the site's own secret, which an unseeded database does not have yet, so it is made on first use.
  let cipher: Promise<BankDataCipher> | null =
    env.BANK_DATA_KEY || env.NODE_ENV === 'production' ? Promise.resolve(await makeCipher()) : null;
  const ibanCipher = (): Promise<BankDataCipher> => {
    cipher ??= makeCipher().catch((error: unknown) => {
      cipher = null;
      throw error;
    });
    return cipher;
  };
  // Mandates stored before IBANs were encrypted are encrypted now, before the routes serve.
  await encryptStoredIbans(app.db, ibanCipher);
  const context = async (request: Parameters<typeof paymentsContext>[0]): Promise<DirectDebitContext> => ({
    ...paymentsContext(request, options.provider),
    sms,
    ibanCipher: await ibanCipher(),
  });
  app.addHook('preValidation', requireMember);

  app.post(
    '/api/directdebit.php',
    {
      config: { rateLimits: [DIRECT_DEBIT_SMS_LIMIT] },
      schema: { body: DirectDebitBody, response: { 201: DirectDebitStarted, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await startMandate(await context(request), await buyerOf(request), request.body)),
  );

  app.post(
    '/api/directdebit-code.php',
    { schema: { body: DirectDebitCodeBody, response: { 201: OrderCreatedResponse, ...errors } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await confirmMandate(await context(request), await buyerOf(request), request.body.mandate_id, request.body.code)),
  );

  app.post(
    '/api/directdebit-resend.php',
    {
      config: { rateLimits: [DIRECT_DEBIT_SMS_LIMIT] },
      schema: { body: DirectDebitResendBody, response: { 200: Type.Object({ resend_after: Type.Integer() }), ...errors } },
    },
    async (request) => resendMandateCode(await context(request), await buyerOf(request), request.body.mandate_id),
  );
};
