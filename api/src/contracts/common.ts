import { Type, type Static } from 'typebox';
import { LOCALES } from './vocabulary/locales.ts';

/**
 * Input bounds shared by every request schema, so bad input is a 400 from validation and never reaches the
 * database: PostgreSQL `integer` columns stop at INT32_MAX and cannot store NUL, and a lone UTF-16 surrogate
 * is no character at all. (`Infinity` and 1e308 pass a bare Type.Integer, so every integer needs a maximum.)
 */
export const INT32_MAX = 2_147_483_647;

/** A bounded integer; 'x-finite' refuses a query-string "Infinity" (lib/finite-numbers.ts explains why). */
export const Bounded = (minimum: number, maximum: number, options: { default?: number; description?: string } = {}) =>
  Type.Integer({ minimum, maximum, 'x-finite': true, ...options });

/** A row id (members, photos, regions): 1..INT32_MAX. */
export const RowId = (options: { description?: string } = {}) => Bounded(1, INT32_MAX, options);

/** Any text without NUL or lone surrogates (tabs and line breaks allowed): about-me, messages, passwords. */
export const TEXT_PATTERN = '^[^\\u0000\\uD800-\\uDFFF]*$';
/** One line: no control character at all (C0, DEL) and no lone surrogate: emails, tokens, slugs, tracking. */
export const LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$';

interface StringBounds {
  maxLength: number;
  minLength?: number;
  description?: string;
}
/** Free text: a maxLength is required, NUL and lone surrogates are refused. */
export const Text = (bounds: StringBounds) => Type.String({ ...bounds, pattern: TEXT_PATTERN });
/** Single-line text: a maxLength is required, control characters and lone surrogates are refused. */
export const Line = (bounds: StringBounds) => Type.String({ ...bounds, pattern: LINE_PATTERN });

/** ISO 3166-1 alpha-2, upper case ('NL'). */
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, upper case' });
export type CountryCode = Static<typeof CountryCode>;

/** The 11 interface languages. */
export { LOCALES };
export const Locale = Type.Enum(LOCALES);
export type Locale = Static<typeof Locale>;

/**
 * Every error the API answers with. `error` is a stable machine code that front ends translate with
 * their own catalogue (falling back to `message`); `message` is the Dutch source text of the spec;
 * `params` fills its placeholders ({minutes}, {min_age}); `details` names the rejected fields.
 */
export const ErrorResponse = Type.Object({
  error: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  details: Type.Optional(
    Type.Array(Type.Object({ path: Type.String(), message: Type.String(), code: Type.Optional(Type.String()) }), {
      description: 'Present on validation_failed: one entry per rejected field',
    }),
  ),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Responses every route may give besides its success body. */
export const ErrorResponses = {
  400: ErrorResponse,
  500: ErrorResponse,
} as const;

/** What routes behind login or with business rules add (401/403 login/premium, 404, 409 conflict, 429 limits). */
export const MemberErrorResponses = {
  ...ErrorResponses,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
} as const;
