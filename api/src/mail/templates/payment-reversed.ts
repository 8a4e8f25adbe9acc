import type { MailTemplate } from './types.ts';

/**
 * After a refund or chargeback of a paid order: the money went back, so did the credits it bought
 * ({amount} returned, {credits} taken back, {balance} now, which may be below zero).
 */
export const PAYMENT_REVERSED_MAIL: MailTemplate = {
  da: {
    subject: 'Din betaling hos {site} er tilbageført',
    intro:
      '{amount} af din betaling er gået tilbage til dig. Derfor har vi trukket {credits} credits tilbage. Din saldo er nu {balance} credits.',
    action: 'Se din ordre',
    outro: 'Er din saldo under nul, kan du først sende beskeder og gaver igen, når du har købt credits.',
  },
  de: {
    subject: 'Deine Zahlung bei {site} wurde zurückgebucht',
    intro:
      '{amount} deiner Zahlung ging an dich zurück. Deshalb haben wir {credits} Credits zurückgenommen. Dein Guthaben beträgt jetzt {balance} Credits.',
    action: 'Bestellung ansehen',
    outro: 'Liegt dein Guthaben unter null, kannst du erst wieder Nachrichten und Geschenke senden, wenn du Credits gekauft hast.',
  },
  en: {
    subject: 'Your payment at {site} was returned',
    intro:
      '{amount} of your payment went back to you. We have therefore taken back {credits} credits. Your balance is now {balance} credits.',
    action: 'View your order',
    outro: 'If your balance is below zero, you can send messages and gifts again once you have bought credits.',
  },
  es: {
    subject: 'Tu pago en {site} ha sido devuelto',
    intro: 'Se te han devuelto {amount} de tu pago. Por eso hemos retirado {credits} créditos. Tu saldo es ahora de {balance} créditos.',
    action: 'Ver tu pedido',
    outro: 'Si tu saldo está por debajo de cero, podrás volver a enviar mensajes y regalos cuando compres créditos.',
  },
  fi: {
    subject: 'Maksusi palvelussa {site} on palautettu',
    intro:
      'Maksustasi on palautettu sinulle {amount}. Siksi olemme ottaneet takaisin {credits} krediittiä. Saldosi on nyt {balance} krediittiä.',
    action: 'Näytä tilaus',
    outro: 'Jos saldosi on alle nollan, voit lähettää viestejä ja lahjoja taas, kun olet ostanut krediittejä.',
  },
  fr: {
    subject: 'Votre paiement sur {site} a été remboursé',
    intro:
      '{amount} de votre paiement vous ont été rendus. Nous avons donc repris {credits} crédits. Votre solde est maintenant de {balance} crédits.',
    action: 'Voir votre commande',
    outro: 'Si votre solde est négatif, vous pourrez de nouveau envoyer des messages et des cadeaux après avoir acheté des crédits.',
  },
  it: {
    subject: 'Il tuo pagamento su {site} è stato stornato',
    intro:
      '{amount} del tuo pagamento ti sono stati restituiti. Per questo abbiamo ripreso {credits} crediti. Il tuo saldo è ora di {balance} crediti.',
    action: 'Vedi il tuo ordine',
    outro: 'Se il tuo saldo è sotto zero, potrai di nuovo inviare messaggi e regali dopo aver acquistato crediti.',
  },
  nb: {
    subject: 'Betalingen din hos {site} er tilbakeført',
    intro:
      '{amount} av betalingen din har gått tilbake til deg. Derfor har vi trukket tilbake {credits} kreditter. Saldoen din er nå {balance} kreditter.',
    action: 'Se bestillingen',
    outro: 'Er saldoen din under null, kan du sende meldinger og gaver igjen når du har kjøpt kreditter.',
  },
  nl: {
    subject: 'Je betaling bij {site} is teruggeboekt',
    intro:
      'Er is {amount} van je betaling naar je teruggegaan. Daarom hebben we {credits} credits teruggenomen. Je saldo is nu {balance} credits.',
    action: 'Bekijk je bestelling',
    outro: 'Staat je saldo onder nul, dan kun je pas weer berichten en cadeaus sturen als je credits hebt gekocht.',
  },
  pl: {
    subject: 'Twoja płatność w {site} została zwrócona',
    intro: 'Zwrócono Ci {amount} z Twojej płatności. Dlatego odebraliśmy {credits} kredytów. Twoje saldo wynosi teraz {balance} kredytów.',
    action: 'Zobacz zamówienie',
    outro: 'Jeśli Twoje saldo jest poniżej zera, wiadomości i prezenty wyślesz ponownie po zakupie kredytów.',
  },
  sv: {
    subject: 'Din betalning hos {site} har återförts',
    intro:
      '{amount} av din betalning har gått tillbaka till dig. Därför har vi tagit tillbaka {credits} krediter. Ditt saldo är nu {balance} krediter.',
    action: 'Visa din beställning',
    outro: 'Om ditt saldo är under noll kan du skicka meddelanden och gåvor igen när du har köpt krediter.',
  },
};
