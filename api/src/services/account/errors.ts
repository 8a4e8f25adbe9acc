import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR_MESSAGES, type AccountErrorCode } from '../../contracts/account.ts';
import type { ErrorResponse } from '../../contracts/common.ts';

export interface FieldError {
  path: string;
  code: AccountErrorCode;
  params?: Record<string, string | number>;
}

/** A rule of the account feature said no: answered as { error, message, params?, details? } with status. */
export class AccountError extends Error {
  readonly status: number;
  readonly code: AccountErrorCode;
  readonly params: Record<string, string | number> | undefined;
  readonly details: FieldError[] | undefined;

  constructor(status: number, code: AccountErrorCode, params?: Record<string, string | number>, details?: FieldError[]) {
    super(ACCOUNT_ERROR_MESSAGES[code]);
    this.status = status;
    this.code = code;
    this.params = params;
    this.details = details;
  }

  /** 422 for rejected fields: the first field's code and text on top, every field in details. */
  static fields(details: FieldError[]): AccountError {
    const first = details[0]!;
    return new AccountError(422, first.code, first.params, details);
  }

  toResponse(): ErrorResponse {
    const body: ErrorResponse = { error: this.code, message: fillParams(this.message, this.params) };
    if (this.params) body.params = this.params;
    if (this.details) {
      body.details = this.details.map((detail) => ({
        path: detail.path,
        code: detail.code,
        message: fillParams(ACCOUNT_ERROR_MESSAGES[detail.code], detail.params),
      }));
    }
    return body;
  }
}

/** The message with its placeholders filled, so clients without a catalogue still read a full sentence. */
function fillParams(message: string, params: Record<string, string | number> | undefined): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (params && key in params ? String(params[key]) : whole));
}

export function accountError(status: number, code: AccountErrorCode, params?: Record<string, string | number>): AccountError {
  return new AccountError(status, code, params);
}

/**
 * Error handler of the account route plugins: AccountErrors get their status and body; anything else is
 * rethrown, which hands it to the app's central handler (Fastify passes a throw to the parent handler).
 */
export function handleAccountError(error: FastifyError | AccountError, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AccountError) return reply.status(error.status).send(error.toResponse());
  throw error;
}
