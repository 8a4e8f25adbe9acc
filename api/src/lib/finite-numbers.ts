import type { FastifyServerOptions } from 'fastify';

/** Schema keyword of request numbers that must be finite (see contracts/common.ts RowId and Bounded). */
export const FINITE_KEYWORD = 'x-finite';

/** Ajv's plugin type, taken from Fastify's options (Ajv is Fastify's dependency, not ours). */
type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...args: never[]) => unknown>;

/**
 * Query strings are coerced by Ajv: "Infinity" becomes Infinity, and Ajv skips minimum/maximum for numbers that
 * are not finite, so `?id=Infinity` passed a bounded integer schema and reached the database. This keyword
 * (checked after coercion, for any type, so the guard is not skipped too) refuses it with a 400.
 */
export const finiteNumbers: AjvPlugin = (ajv) =>
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    schemaType: 'boolean',
    errors: false,
    validate: (required: boolean, data: unknown) => !required || typeof data !== 'number' || Number.isFinite(data),
  });
