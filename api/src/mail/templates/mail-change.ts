import type { MailTemplate } from './types.ts';

export const MAIL_CHANGE_MAIL: MailTemplate = {
  da: {
    subject: 'Bekræft din nye e-mailadresse hos {site}',
    intro: 'Du vil fremover bruge denne adresse til at logge ind på {site}. Bekræft den via linket nedenfor (gyldigt i {hours} timer).',
    action: 'Bekræft e-mailadresse',
    outro: 'Har du ikke bedt om det? Så ændres der intet.',
  },
  de: {
    subject: 'Bestätige deine neue E-Mail-Adresse bei {site}',
    intro:
      'Du möchtest dich künftig mit dieser Adresse bei {site} anmelden. Bestätige sie über den Link unten (gültig für {hours} Stunden).',
    action: 'E-Mail-Adresse bestätigen',
    outro: 'Du hast das nicht angefordert? Dann ändert sich nichts.',
  },
  en: {
    subject: 'Confirm your new email address at {site}',
    intro: 'You want to use this address to log in to {site} from now on. Confirm it with the link below (valid for {hours} hours).',
    action: 'Confirm email address',
    outro: "Didn't ask for this? Then nothing changes.",
  },
  es: {
    subject: 'Confirma tu nueva dirección de correo en {site}',
    intro:
      'Quieres usar esta dirección para iniciar sesión en {site} a partir de ahora. Confírmala con el enlace de abajo (válido durante {hours} horas).',
    action: 'Confirmar dirección de correo',
    outro: '¿No lo has solicitado? Entonces no cambia nada.',
  },
  fi: {
    subject: 'Vahvista uusi sähköpostiosoitteesi palvelussa {site}',
    intro: 'Haluat jatkossa kirjautua palveluun {site} tällä osoitteella. Vahvista se alla olevasta linkistä (voimassa {hours} tuntia).',
    action: 'Vahvista sähköpostiosoite',
    outro: 'Etkö pyytänyt tätä? Mikään ei muutu.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail sur {site}',
    intro:
      'Vous souhaitez désormais utiliser cette adresse pour vous connecter à {site}. Confirmez-la via le lien ci-dessous (valable {hours} heures).',
    action: "Confirmer l'adresse e-mail",
    outro: "Vous n'avez rien demandé ? Rien ne change.",
  },
  it: {
    subject: 'Conferma il tuo nuovo indirizzo e-mail su {site}',
    intro: "Vuoi usare questo indirizzo per accedere a {site} d'ora in poi. Confermalo tramite il link qui sotto (valido per {hours} ore).",
    action: 'Conferma indirizzo e-mail',
    outro: "Non l'hai richiesto tu? Allora non cambia nulla.",
  },
  nb: {
    subject: 'Bekreft den nye e-postadressen din hos {site}',
    intro: 'Du vil bruke denne adressen til å logge inn på {site} fra nå av. Bekreft den via lenken nedenfor (gyldig i {hours} timer).',
    action: 'Bekreft e-postadresse',
    outro: 'Har du ikke bedt om dette? Da endres ingenting.',
  },
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres bij {site}',
    intro: 'Je wilt dit adres voortaan gebruiken om in te loggen bij {site}. Bevestig het via de link hieronder ({hours} uur geldig).',
    action: 'E-mailadres bevestigen',
    outro: 'Heb je dit niet aangevraagd? Dan verandert er niets.',
  },
  pl: {
    subject: 'Potwierdź nowy adres e-mail w {site}',
    intro: 'Chcesz od teraz logować się do {site} tym adresem. Potwierdź go, korzystając z linku poniżej (ważny przez {hours} godz.).',
    action: 'Potwierdź adres e-mail',
    outro: 'To nie Ty? Nic się nie zmieni.',
  },
  sv: {
    subject: 'Bekräfta din nya e-postadress hos {site}',
    intro:
      'Du vill använda den här adressen för att logga in på {site} från och med nu. Bekräfta den via länken nedan (gäller i {hours} timmar).',
    action: 'Bekräfta e-postadress',
    outro: 'Har du inte begärt detta? Då ändras ingenting.',
  },
};
