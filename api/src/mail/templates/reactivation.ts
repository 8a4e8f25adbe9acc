import type { MailTemplate } from './types.ts';

export const REACTIVATION_MAIL: MailTemplate = {
  da: {
    subject: 'Din konto hos {site} bliver slettet',
    intro:
      'Vi har modtaget din anmodning: din profil er nu skjult for alle, og om {days} dage sletter vi din konto endeligt. Har du fortrudt? Genaktivér din konto via linket nedenfor.',
    action: 'Genaktivér konto',
    outro: 'Vil du virkelig gå? Så behøver du ikke gøre noget.',
  },
  de: {
    subject: 'Dein Konto bei {site} wird gelöscht',
    intro:
      'Wir haben deine Anfrage erhalten: Dein Profil ist jetzt für niemanden mehr sichtbar, und in {days} Tagen löschen wir dein Konto endgültig. Du hast es dir anders überlegt? Dann reaktiviere dein Konto über den Link unten.',
    action: 'Konto reaktivieren',
    outro: 'Willst du wirklich gehen? Dann musst du nichts tun.',
  },
  en: {
    subject: 'Your account at {site} will be deleted',
    intro:
      'We have received your request: your profile is now hidden from everyone, and in {days} days we will delete your account for good. Changed your mind? Reactivate your account with the link below.',
    action: 'Reactivate account',
    outro: "Really want to leave? Then you don't need to do anything.",
  },
  es: {
    subject: 'Tu cuenta en {site} será eliminada',
    intro:
      'Hemos recibido tu solicitud: tu perfil ya no es visible para nadie y dentro de {days} días eliminaremos tu cuenta definitivamente. ¿Has cambiado de opinión? Reactiva tu cuenta con el enlace de abajo.',
    action: 'Reactivar cuenta',
    outro: '¿De verdad quieres irte? Entonces no tienes que hacer nada.',
  },
  fi: {
    subject: 'Tilisi palvelussa {site} poistetaan',
    intro:
      'Olemme vastaanottaneet pyyntösi: profiilisi ei ole enää kenenkään nähtävissä, ja {days} päivän kuluttua poistamme tilisi lopullisesti. Muutitko mielesi? Aktivoi tilisi uudelleen alla olevasta linkistä.',
    action: 'Aktivoi tili uudelleen',
    outro: 'Haluatko todella lähteä? Sinun ei tarvitse tehdä mitään.',
  },
  fr: {
    subject: 'Votre compte sur {site} va être supprimé',
    intro:
      "Nous avons bien reçu votre demande : votre profil n'est plus visible par personne et dans {days} jours nous supprimerons définitivement votre compte. Vous avez changé d'avis ? Réactivez votre compte via le lien ci-dessous.",
    action: 'Réactiver le compte',
    outro: "Vous voulez vraiment partir ? Vous n'avez rien à faire.",
  },
  it: {
    subject: 'Il tuo account su {site} sarà eliminato',
    intro:
      'Abbiamo ricevuto la tua richiesta: il tuo profilo non è più visibile a nessuno e tra {days} giorni elimineremo definitivamente il tuo account. Hai cambiato idea? Riattiva il tuo account tramite il link qui sotto.',
    action: 'Riattiva account',
    outro: 'Vuoi davvero andartene? Allora non devi fare nulla.',
  },
  nb: {
    subject: 'Kontoen din hos {site} blir slettet',
    intro:
      'Vi har mottatt forespørselen din: profilen din er nå skjult for alle, og om {days} dager sletter vi kontoen din for godt. Har du ombestemt deg? Aktiver kontoen din igjen via lenken nedenfor.',
    action: 'Aktiver kontoen igjen',
    outro: 'Vil du virkelig forlate oss? Da trenger du ikke gjøre noe.',
  },
  nl: {
    subject: 'Je account bij {site} wordt verwijderd',
    intro:
      'We hebben je verzoek ontvangen: je profiel is nu voor niemand meer zichtbaar en over {days} dagen verwijderen we je account definitief. Bedenk je je? Heractiveer je account dan via de link hieronder.',
    action: 'Account heractiveren',
    outro: 'Wil je echt weg? Dan hoef je niets te doen.',
  },
  pl: {
    subject: 'Twoje konto w {site} zostanie usunięte',
    intro:
      'Otrzymaliśmy Twoją prośbę: Twój profil nie jest już dla nikogo widoczny, a za {days} dni ostatecznie usuniemy Twoje konto. Zmieniłeś zdanie? Aktywuj konto ponownie, korzystając z linku poniżej.',
    action: 'Aktywuj konto ponownie',
    outro: 'Naprawdę chcesz odejść? Nie musisz nic robić.',
  },
  sv: {
    subject: 'Ditt konto hos {site} kommer att raderas',
    intro:
      'Vi har tagit emot din begäran: din profil är nu dold för alla och om {days} dagar raderar vi ditt konto för gott. Har du ångrat dig? Återaktivera ditt konto via länken nedan.',
    action: 'Återaktivera konto',
    outro: 'Vill du verkligen lämna oss? Då behöver du inte göra något.',
  },
};
