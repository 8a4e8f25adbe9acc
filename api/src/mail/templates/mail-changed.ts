import type { MailTemplate } from './types.ts';

/**
 * Sent to the OLD address once a mail change is confirmed: the owner learns of it even when someone else
 * changed it, and the button leads to a new password (which also ends every session).
 */
export const MAIL_CHANGED_MAIL: MailTemplate = {
  da: {
    subject: 'Din e-mailadresse hos {site} er ændret',
    intro: 'Din konto hos {site} bruger fra nu af en anden e-mailadresse til at logge ind. Alle andre sessioner er logget ud.',
    action: 'Var det ikke dig? Vælg en ny adgangskode',
    outro: 'Var det dig? Så behøver du ikke gøre noget.',
  },
  de: {
    subject: 'Deine E-Mail-Adresse bei {site} wurde geändert',
    intro: 'Dein Konto bei {site} verwendet ab jetzt eine andere E-Mail-Adresse zur Anmeldung. Alle anderen Sitzungen wurden abgemeldet.',
    action: 'Warst du das nicht? Wähle ein neues Passwort',
    outro: 'Warst du das? Dann musst du nichts tun.',
  },
  en: {
    subject: 'Your email address at {site} was changed',
    intro: 'Your account at {site} now uses a different email address to log in. All other sessions have been logged out.',
    action: "Wasn't you? Choose a new password",
    outro: 'Was it you? Then there is nothing to do.',
  },
  es: {
    subject: 'Tu dirección de correo en {site} ha cambiado',
    intro: 'Tu cuenta en {site} usa ahora otra dirección de correo para iniciar sesión. Se han cerrado todas las demás sesiones.',
    action: '¿No has sido tú? Elige una contraseña nueva',
    outro: '¿Has sido tú? Entonces no tienes que hacer nada.',
  },
  fi: {
    subject: 'Sähköpostiosoitteesi palvelussa {site} on vaihdettu',
    intro: 'Tilisi palvelussa {site} käyttää nyt kirjautumiseen toista sähköpostiosoitetta. Kaikki muut istunnot on kirjattu ulos.',
    action: 'Etkö se ollut sinä? Valitse uusi salasana',
    outro: 'Olitko se sinä? Sinun ei tarvitse tehdä mitään.',
  },
  fr: {
    subject: 'Votre adresse e-mail sur {site} a été modifiée',
    intro:
      'Votre compte sur {site} utilise désormais une autre adresse e-mail pour la connexion. Toutes les autres sessions ont été fermées.',
    action: "Ce n'était pas vous ? Choisissez un nouveau mot de passe",
    outro: "C'était vous ? Vous n'avez rien à faire.",
  },
  it: {
    subject: 'Il tuo indirizzo e-mail su {site} è stato modificato',
    intro: 'Il tuo account su {site} ora usa un altro indirizzo e-mail per accedere. Tutte le altre sessioni sono state chiuse.',
    action: 'Non sei stato tu? Scegli una nuova password',
    outro: 'Sei stato tu? Allora non devi fare nulla.',
  },
  nb: {
    subject: 'E-postadressen din hos {site} er endret',
    intro: 'Kontoen din hos {site} bruker nå en annen e-postadresse for å logge inn. Alle andre økter er logget ut.',
    action: 'Var det ikke deg? Velg et nytt passord',
    outro: 'Var det deg? Da trenger du ikke gjøre noe.',
  },
  nl: {
    subject: 'Je e-mailadres bij {site} is gewijzigd',
    intro: 'Je account bij {site} gebruikt vanaf nu een ander e-mailadres om in te loggen. Alle andere sessies zijn uitgelogd.',
    action: 'Was jij dit niet? Kies een nieuw wachtwoord',
    outro: 'Was jij dit wel? Dan hoef je niets te doen.',
  },
  pl: {
    subject: 'Twój adres e-mail w {site} został zmieniony',
    intro: 'Twoje konto w {site} używa teraz innego adresu e-mail do logowania. Wszystkie inne sesje zostały wylogowane.',
    action: 'To nie Ty? Wybierz nowe hasło',
    outro: 'To Ty? Nie musisz nic robić.',
  },
  sv: {
    subject: 'Din e-postadress hos {site} har ändrats',
    intro: 'Ditt konto hos {site} använder nu en annan e-postadress för att logga in. Alla andra sessioner har loggats ut.',
    action: 'Var det inte du? Välj ett nytt lösenord',
    outro: 'Var det du? Då behöver du inte göra något.',
  },
};
