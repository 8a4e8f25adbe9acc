import type { MessageDescriptor } from 'react-intl';

/**
 * Texts every feature of this remote uses; Dutch is the source catalogue. Plain descriptors: react-intl's
 * inference of values from ICU plurals rejects valid `{ count }` arguments.
 */
export const sharedMessages = {
  age: { id: 'likes.profile.age', defaultMessage: '{age} jaar' },
  fictional: { id: 'likes.profile.fictional', defaultMessage: 'Fictief profiel' },
  photoOf: { id: 'likes.profile.photoOf', defaultMessage: 'Foto van {name}' },
  loginRequired: { id: 'likes.login.required', defaultMessage: 'Log in of meld je gratis aan om te liken en je likes te zien.' },
  errorGeneric: { id: 'likes.error.generic', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  /** The one button of every empty state: on to the member search. */
  searchMembers: { id: 'likes.empty.search', defaultMessage: 'Leden zoeken' },
  errorProfileNotFound: { id: 'likes.error.profile_not_found', defaultMessage: 'Dit profiel bestaat niet (meer).' },
} satisfies Record<string, MessageDescriptor>;
