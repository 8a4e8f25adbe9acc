import { Type, type Static } from 'typebox';

/** ISO 3166-1 alpha-2, upper case ('NL'). */
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, upper case' });
export type CountryCode = Static<typeof CountryCode>;

/** The 11 interface languages (spec 1). */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
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
