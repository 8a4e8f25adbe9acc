import type { ErrorResponse } from '../contracts/common.ts';

export type ErrorParams = Record<string, string | number>;

/** One rejected field of a 422: its path, its machine code and the params of its message. */
export interface FieldError {
  path: string;
  code: string;
  message: string;
  params?: ErrorParams;
}

/**
 * The one error every service and route throws when a rule says no: answered by the central error handler
 * as `{ error: code, message, params?, details? }` with `status`. `message` is the Dutch source text with
 * placeholders ({minutes}); front ends translate by `code`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: ErrorParams,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** 422 for rejected fields: the first field names the error (and gives the params), details lists every field. */
  static fields(details: FieldError[], params: ErrorParams | undefined = details[0]?.params): AppError {
    const first = details[0];
    if (!first) throw new Error('AppError.fields needs at least one field');
    return new AppError(422, first.code, first.message, params, details);
  }

  toResponse(): ErrorResponse {
    const body: ErrorResponse = { error: this.code, message: fillParams(this.message, this.params) };
    if (this.params) body.params = this.params;
    if (this.details) {
      body.details = this.details.map((detail) => ({
        path: detail.path,
        code: detail.code,
        message: fillParams(detail.message, detail.params),
      }));
    }
    return body;
  }
}

/** The message with its placeholders filled, so clients without a catalogue still read a full sentence. */
export function fillParams(message: string, params: ErrorParams | undefined): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (params && key in params ? String(params[key]) : whole));
}
