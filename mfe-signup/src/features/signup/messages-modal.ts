import type { MessageDescriptor } from 'react-intl';

/** The signup modal names what the visitor was about to do (DESIGN "Sign up free to message Linda"). */
export const signupModalMessages = {
  titleMessage: { id: 'signup.modal.titleMessage', defaultMessage: 'Meld je gratis aan om {name} een bericht te sturen' },
  titleLike: { id: 'signup.modal.titleLike', defaultMessage: 'Meld je gratis aan om {name} te liken' },
  titlePhotos: { id: 'signup.modal.titlePhotos', defaultMessage: 'Meld je gratis aan om meer foto’s van {name} te zien' },
  titleGeneric: { id: 'signup.modal.titleGeneric', defaultMessage: 'Meld je gratis aan' },
  haveAccount: { id: 'signup.modal.haveAccount', defaultMessage: 'Heb je al een account?' },
  login: { id: 'signup.modal.login', defaultMessage: 'Inloggen' },
} satisfies Record<string, MessageDescriptor>;
