import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { ErrorResponse } from '../contracts/common.ts';
import { AppError } from '../lib/app-error.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/database-unavailable.ts';

/** A generic wording for the member; the real cause only goes to the log. */
export const GENERIC_ERROR_MESSAGE = 'Er is een fout opgetreden, probeer het later opnieuw.';

/** The Dutch source text of 503 `database_unavailable`; front ends translate the code. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'De site is even niet beschikbaar. Probeer het over een paar seconden opnieuw.';

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) return reply.status(error.status).send(error.toResponse());
      if (error.validation) {
        const context = error.validationContext ?? 'request';
        const body: ErrorResponse = {
          error: 'validation_failed',
          message: error.message,
          details: error.validation.map((issue) => ({
            path: `${context}${issue.instancePath}`,
            message: issue.message ?? 'is invalid',
          })),
        };
        return reply.status(400).send(body);
      }

      // PostgreSQL away, restarting or past a bound: the request was fine, so "try again shortly", not a 500.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send({ error: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ error: 'internal_error', message: GENERIC_ERROR_MESSAGE });
      }
      // 4xx raised by Fastify itself (bad JSON, body too large, ...): the message is safe and useful.
      const code = (error.code ?? 'bad_request').replace(/^FST_ERR_/, '').toLowerCase();
      return reply.status(status).send({ error: code, message: error.message });
    });

    app.setNotFoundHandler((request, reply) => {
      const body: ErrorResponse = { error: 'not_found', message: `${request.method} ${request.url} does not exist` };
      return reply.status(404).send(body);
    });
  },
  { name: 'error-handler' },
);
