import type { MailTemplate } from './types.ts';

export const ACTIVATION_MAIL: MailTemplate = {
  da: {
    subject: 'Bekræft din e-mailadresse hos {site}',
    intro: 'Velkommen til {site}! Bekræft din e-mailadresse, så er din konto aktiv, og andre medlemmer kan svare dig.',
    action: 'Aktivér konto',
    outro: 'Har du ikke tilmeldt dig? Så kan du se bort fra denne e-mail.',
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse bei {site}',
    intro: 'Willkommen bei {site}! Bestätige deine E-Mail-Adresse, dann ist dein Konto aktiv und andere Mitglieder können dir antworten.',
    action: 'Konto aktivieren',
    outro: 'Du hast dich nicht angemeldet? Dann kannst du diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Confirm your email address at {site}',
    intro: 'Welcome to {site}! Confirm your email address to activate your account, so other members can reply to you.',
    action: 'Activate account',
    outro: "Didn't sign up? Then you can ignore this email.",
  },
  es: {
    subject: 'Confirma tu dirección de correo en {site}',
    intro:
      '¡Te damos la bienvenida a {site}! Confirma tu dirección de correo para activar tu cuenta y que otros miembros puedan responderte.',
    action: 'Activar cuenta',
    outro: '¿No te has registrado? Entonces puedes ignorar este correo.',
  },
  fi: {
    subject: 'Vahvista sähköpostiosoitteesi palvelussa {site}',
    intro: 'Tervetuloa palveluun {site}! Vahvista sähköpostiosoitteesi, niin tilisi aktivoituu ja muut jäsenet voivat vastata sinulle.',
    action: 'Aktivoi tili',
    outro: 'Etkö rekisteröitynyt? Voit jättää tämän viestin huomiotta.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail sur {site}',
    intro:
      'Bienvenue sur {site} ! Confirmez votre adresse e-mail pour activer votre compte et permettre aux autres membres de vous répondre.',
    action: 'Activer le compte',
    outro: 'Vous ne vous êtes pas inscrit ? Ignorez simplement cet e-mail.',
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail su {site}',
    intro: 'Benvenuto su {site}! Conferma il tuo indirizzo e-mail per attivare il tuo account, così gli altri membri potranno risponderti.',
    action: 'Attiva account',
    outro: 'Non ti sei iscritto? Puoi ignorare questa e-mail.',
  },
  nb: {
    subject: 'Bekreft e-postadressen din hos {site}',
    intro: 'Velkommen til {site}! Bekreft e-postadressen din, så blir kontoen din aktiv og andre medlemmer kan svare deg.',
    action: 'Aktiver konto',
    outro: 'Har du ikke registrert deg? Da kan du se bort fra denne e-posten.',
  },
  nl: {
    subject: 'Bevestig je e-mailadres bij {site}',
    intro: 'Welkom bij {site}! Bevestig je e-mailadres, dan is je account actief en kunnen andere leden je antwoorden.',
    action: 'Account activeren',
    outro: 'Heb je je niet aangemeld? Dan kun je deze e-mail negeren.',
  },
  pl: {
    subject: 'Potwierdź swój adres e-mail w {site}',
    intro: 'Witamy w {site}! Potwierdź swój adres e-mail, aby aktywować konto – wtedy inni członkowie będą mogli Ci odpowiadać.',
    action: 'Aktywuj konto',
    outro: 'Nie zakładałeś konta? Zignoruj tę wiadomość.',
  },
  sv: {
    subject: 'Bekräfta din e-postadress hos {site}',
    intro: 'Välkommen till {site}! Bekräfta din e-postadress så aktiveras ditt konto och andra medlemmar kan svara dig.',
    action: 'Aktivera konto',
    outro: 'Har du inte registrerat dig? Då kan du bortse från det här mejlet.',
  },
};
