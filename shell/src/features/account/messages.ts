import type { MessageDescriptor } from 'react-intl';

/** Texts of the account screens; Dutch is the source (i18n/nl.json), with the spec's exact wording for errors. Plain descriptors: react-intl's value inference rejects valid ICU arguments. */
export const accountMessages = {
  deletedBody: {
    id: 'shell.account.deleted.body',
    defaultMessage: 'Je account is verwijderd en je profiel is voor niemand meer zichtbaar.',
  },
  deletedHome: { id: 'shell.account.deleted.home', defaultMessage: 'Naar de startpagina' },
  deletedReactivate: {
    id: 'shell.account.deleted.reactivate',
    defaultMessage:
      'Bedacht? We hebben je een e-mail gestuurd met een link om je account terug te zetten. Die link is 14 dagen geldig; daarna verwijderen we je gegevens definitief.',
  },
  errorAccountDisabled: { id: 'shell.account.error.account_disabled', defaultMessage: 'Dit account is geblokkeerd.' },
  errorAccountSuspended: {
    id: 'shell.account.error.account_suspended',
    defaultMessage: 'Je account is geschorst tot {until}. Reden: {reason}.',
  },
  errorAccountBanned: { id: 'shell.account.error.account_banned', defaultMessage: 'Je account is verbannen. Reden: {reason}.' },
  errorAccountLocked: {
    id: 'shell.account.error.account_locked',
    defaultMessage: 'Te veel foute pogingen, account voor {minutes} min geblokkeerd.',
  },
  errorEmailNotFound: { id: 'shell.account.error.email_not_found', defaultMessage: 'E-mailadres niet gevonden' },
  errorEmailTaken: { id: 'shell.account.error.email_taken', defaultMessage: 'Dit e-mailadres heeft al een account op deze site.' },
  errorInvalidEmail: { id: 'shell.account.error.invalid_email', defaultMessage: 'Ongeldige e-mail' },
  errorInvalidNewEmail: { id: 'shell.account.error.invalid_new_email', defaultMessage: 'Nieuw e-mailadres invalide.' },
  errorLoginFailed: { id: 'shell.account.error.login_failed', defaultMessage: 'Login mislukt, probeer opnieuw' },
  errorMailChangeLinkInvalid: {
    id: 'shell.account.error.mail_change_link_invalid',
    defaultMessage: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  },
  errorNetworkError: {
    id: 'shell.account.error.network_error',
    defaultMessage: 'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
  },
  errorPasswordsDiffer: { id: 'shell.account.error.passwords_differ', defaultMessage: 'De opgegeven wachtwoorden zijn niet gelijk.' },
  errorResetLimit: {
    id: 'shell.account.error.reset_limit',
    defaultMessage: 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
  },
  errorResetLinkInvalid: {
    id: 'shell.account.error.reset_link_invalid',
    defaultMessage: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  },
  errorTooManyRequests: {
    id: 'shell.account.error.too_many_requests',
    defaultMessage: 'Te veel verzoeken, probeer het over een minuut opnieuw.',
  },
  errorWeakPassword: {
    id: 'shell.account.error.weak_password',
    defaultMessage: 'Je wachtwoord moet minstens {min_length} tekens lang zijn.',
  },
  fieldPasswordHint: { id: 'shell.account.field.passwordHint', defaultMessage: 'Minstens {min} tekens.' },
  fieldRequired: { id: 'shell.account.field.required', defaultMessage: 'Vul dit veld in.' },
  langLegend: { id: 'shell.account.lang.legend', defaultMessage: 'Taal van de site' },
  langSaved: { id: 'shell.account.lang.saved', defaultMessage: 'De taal is gewijzigd in {language}.' },
  loginEmail: { id: 'shell.account.login.email', defaultMessage: 'E-mailadres' },
  loginForgotPassword: { id: 'shell.account.login.forgotPassword', defaultMessage: 'Wachtwoord vergeten?' },
  loginNoAccount: { id: 'shell.account.login.noAccount', defaultMessage: 'Nog geen account?' },
  loginPassword: { id: 'shell.account.login.password', defaultMessage: 'Wachtwoord' },
  loginReactivateExpired: {
    id: 'shell.account.login.reactivateExpired',
    defaultMessage: 'De link om je account opnieuw te activeren is verlopen of ongeldig.',
  },
  loginSignup: { id: 'shell.account.login.signup', defaultMessage: 'Meld je gratis aan' },
  loginSubmit: { id: 'shell.account.login.submit', defaultMessage: 'Inloggen' },
  mailChangeBusy: { id: 'shell.account.mailChange.busy', defaultMessage: 'Je nieuwe e-mailadres wordt bevestigd…' },
  mailChangeDone: {
    id: 'shell.account.mailChange.done',
    defaultMessage: 'Je nieuwe e-mailadres is bevestigd. Voortaan log je hiermee in.',
  },
  mailChangeInvalid: {
    id: 'shell.account.mailChange.invalid',
    defaultMessage: 'Deze link is verlopen of ongeldig. Vraag de wijziging opnieuw aan in je profiel.',
  },
  mailChangeToHome: { id: 'shell.account.mailChange.toHome', defaultMessage: 'Naar de startpagina' },
  mailChangeToProfile: { id: 'shell.account.mailChange.toProfile', defaultMessage: 'Naar mijn profiel' },
  resetBackToLogin: { id: 'shell.account.reset.backToLogin', defaultMessage: 'Terug naar inloggen' },
  resetSent: {
    id: 'shell.account.reset.sent',
    defaultMessage: 'We hebben je een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. De link is 2 uur geldig.',
  },
  resetSubmit: { id: 'shell.account.reset.submit', defaultMessage: 'Stuur de link' },
  resetDoPassword: { id: 'shell.account.resetDo.password', defaultMessage: 'Nieuw wachtwoord' },
  resetDoPasswordConfirm: { id: 'shell.account.resetDo.passwordConfirm', defaultMessage: 'Herhaal het nieuwe wachtwoord' },
  resetDoRequestNew: { id: 'shell.account.resetDo.requestNew', defaultMessage: 'Vraag een nieuwe e-mail aan' },
  resetDoSubmit: { id: 'shell.account.resetDo.submit', defaultMessage: 'Wachtwoord opslaan' },
} satisfies Record<string, MessageDescriptor>;
