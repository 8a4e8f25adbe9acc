import type { MailTemplate } from './types.ts';

export const PASSWORD_RESET_MAIL: MailTemplate = {
  da: {
    subject: 'Ny adgangskode til {site}',
    intro:
      'Du har bedt om en ny adgangskode. Vælg en ny adgangskode via linket nedenfor. Linket er gyldigt i {hours} timer og virker én gang.',
    action: 'Vælg ny adgangskode',
    outro: 'Har du ikke bedt om det? Så er din nuværende adgangskode stadig gyldig.',
  },
  de: {
    subject: 'Neues Passwort für {site}',
    intro:
      'Du hast ein neues Passwort angefordert. Wähle über den Link unten ein neues Passwort. Der Link ist {hours} Stunden gültig und funktioniert einmal.',
    action: 'Neues Passwort wählen',
    outro: 'Du hast das nicht angefordert? Dann bleibt dein aktuelles Passwort gültig.',
  },
  en: {
    subject: 'New password for {site}',
    intro: 'You asked for a new password. Choose a new password with the link below. The link is valid for {hours} hours and works once.',
    action: 'Choose a new password',
    outro: "Didn't ask for this? Then your current password stays valid.",
  },
  es: {
    subject: 'Nueva contraseña para {site}',
    intro:
      'Has solicitado una nueva contraseña. Elige una nueva con el enlace de abajo. El enlace es válido durante {hours} horas y funciona una sola vez.',
    action: 'Elegir nueva contraseña',
    outro: '¿No lo has solicitado? Tu contraseña actual sigue siendo válida.',
  },
  fi: {
    subject: 'Uusi salasana palveluun {site}',
    intro: 'Pyysit uutta salasanaa. Valitse uusi salasana alla olevasta linkistä. Linkki on voimassa {hours} tuntia ja toimii kerran.',
    action: 'Valitse uusi salasana',
    outro: 'Etkö pyytänyt tätä? Nykyinen salasanasi pysyy voimassa.',
  },
  fr: {
    subject: 'Nouveau mot de passe pour {site}',
    intro:
      "Vous avez demandé un nouveau mot de passe. Choisissez-en un nouveau via le lien ci-dessous. Le lien est valable {hours} heures et ne fonctionne qu'une fois.",
    action: 'Choisir un nouveau mot de passe',
    outro: "Vous n'avez rien demandé ? Votre mot de passe actuel reste valable.",
  },
  it: {
    subject: 'Nuova password per {site}',
    intro:
      'Hai richiesto una nuova password. Scegline una nuova tramite il link qui sotto. Il link è valido per {hours} ore e funziona una sola volta.',
    action: 'Scegli una nuova password',
    outro: "Non l'hai richiesto tu? La tua password attuale resta valida.",
  },
  nb: {
    subject: 'Nytt passord for {site}',
    intro: 'Du har bedt om et nytt passord. Velg et nytt passord via lenken nedenfor. Lenken er gyldig i {hours} timer og virker én gang.',
    action: 'Velg nytt passord',
    outro: 'Har du ikke bedt om dette? Da gjelder det nåværende passordet ditt fortsatt.',
  },
  nl: {
    subject: 'Nieuw wachtwoord voor {site}',
    intro:
      'Je hebt een nieuw wachtwoord aangevraagd. Kies via de link hieronder een nieuw wachtwoord. De link is {hours} uur geldig en werkt één keer.',
    action: 'Nieuw wachtwoord kiezen',
    outro: 'Heb je dit niet aangevraagd? Dan blijft je huidige wachtwoord gewoon geldig.',
  },
  pl: {
    subject: 'Nowe hasło do {site}',
    intro:
      'Poprosiłeś o nowe hasło. Ustaw nowe hasło, korzystając z linku poniżej. Link jest ważny przez {hours} godz. i działa jeden raz.',
    action: 'Ustaw nowe hasło',
    outro: 'To nie Ty? Twoje obecne hasło pozostaje ważne.',
  },
  sv: {
    subject: 'Nytt lösenord för {site}',
    intro: 'Du har begärt ett nytt lösenord. Välj ett nytt lösenord via länken nedan. Länken gäller i {hours} timmar och fungerar en gång.',
    action: 'Välj nytt lösenord',
    outro: 'Har du inte begärt detta? Då gäller ditt nuvarande lösenord fortfarande.',
  },
};
