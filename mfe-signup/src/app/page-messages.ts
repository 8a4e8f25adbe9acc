import { defineMessages } from 'react-intl';

/** Titles and introductions of this remote's pages; Dutch is the source catalogue. */
export const pageMessages = defineMessages({
  signupTitle: { id: 'signup.signup.title', defaultMessage: 'Aanmelden' },
  signupIntro: { id: 'signup.signup.intro', defaultMessage: 'Maak in een paar stappen gratis je profiel aan.' },
  signupMatchesTitle: { id: 'signup.signupMatches.title', defaultMessage: 'Jouw matches' },
  signupMatchesIntro: { id: 'signup.signupMatches.intro', defaultMessage: 'Deze leden passen bij je.' },
  completeSignupTitle: { id: 'signup.completeSignup.title', defaultMessage: 'Aanmelding afronden' },
  completeSignupIntro: { id: 'signup.completeSignup.intro', defaultMessage: 'Nog een paar gegevens en je bent klaar.' },
  membersIdSignupTitle: { id: 'signup.membersIdSignup.title', defaultMessage: 'Meld je aan om te chatten' },
  membersIdSignupIntro: {
    id: 'signup.membersIdSignup.intro',
    defaultMessage: 'Maak gratis een profiel aan om dit lid een bericht te sturen.',
  },
  activateDoneTitle: { id: 'signup.activateDone.title', defaultMessage: 'Je account is geactiveerd' },
  activateDoneIntro: { id: 'signup.activateDone.intro', defaultMessage: 'Welkom! Maak je profiel compleet en ontdek leden.' },
  activateErrorTitle: { id: 'signup.activateError.title', defaultMessage: 'Activeren mislukt' },
  activateErrorIntro: { id: 'signup.activateError.intro', defaultMessage: 'De activatielink is verlopen of ongeldig.' },
});
