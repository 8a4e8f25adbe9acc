import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MemberErrorResponses } from '../contracts/common.ts';
import { CreditStatementQuery, CreditStatementResponse } from '../contracts/credit-statement.ts';
import { CREDIT_STATEMENT_LIMIT } from '../lib/rate-limit/limits.ts';
import { memberIdOf, requireMember } from '../plugins/require-member.ts';
import { creditStatementCsv, creditStatementPage } from '../services/credits/credit-statement.ts';

const Csv = Type.Unsafe<string>({ type: 'string', description: 'text/csv' });

/** The member's credit statement: every credit in and out with what it paid for and the running balance. */
export const creditStatementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/credit-statement.php',
    {
      preValidation: requireMember,
      // The CSV reads the whole ledger: the member's limit keeps a loop of exports from loading the database.
      config: { rateLimits: [CREDIT_STATEMENT_LIMIT] },
      schema: {
        querystring: CreditStatementQuery,
        response: { 200: Type.Union([CreditStatementResponse, Csv]), ...MemberErrorResponses },
      },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      reply.header('cache-control', 'no-store');
      if (request.query.format !== 'csv') return creditStatementPage(request.readDb, memberId, request.query.page ?? 1);
      const csv = await creditStatementCsv(request.readDb, memberId, request.siteOrigin);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="credit-statement.csv"').send(csv);
    },
  );
};
