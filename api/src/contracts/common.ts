import { Type, type Static } from 'typebox';

/** ISO 3166-1 alpha-2, upper case ('NL'). */
export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, upper case' });
export type CountryCode = Static<typeof CountryCode>;

/** The 11 interface languages (spec 1). */
export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export const Locale = Type.Enum(LOCALES);
export type Locale = Static<typeof Locale>;

/** Every error the API answers with; `error` is a stable machine code, `message` is shown to people. */
export const ErrorResponse = Type.Object({
  error: Type.String(),
  message: Type.String(),
  details: Type.Optional(
    Type.Array(Type.Object({ path: Type.String(), message: Type.String() }), {
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
