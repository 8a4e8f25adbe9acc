import type { MailTemplate } from './types.ts';

/** After a paid order: what was bought and paid ({credits}, {amount} formatted in the member's language). */
export const RECEIPT_MAIL: MailTemplate = {
  da: {
    subject: 'Tak for dit køb hos {site}',
    intro: 'Vi har modtaget din betaling på {amount}. Der er sat {credits} credits ind på din konto.',
    action: 'Se din ordre',
    outro: 'Gem denne e-mail som kvittering.',
  },
  de: {
    subject: 'Danke für deinen Kauf bei {site}',
    intro: 'Wir haben deine Zahlung über {amount} erhalten. {credits} Credits wurden deinem Konto gutgeschrieben.',
    action: 'Bestellung ansehen',
    outro: 'Bewahre diese E-Mail als Beleg auf.',
  },
  en: {
    subject: 'Thank you for your purchase at {site}',
    intro: 'We received your payment of {amount}. {credits} credits have been added to your account.',
    action: 'View your order',
    outro: 'Keep this email as your receipt.',
  },
  es: {
    subject: 'Gracias por tu compra en {site}',
    intro: 'Hemos recibido tu pago de {amount}. Se han añadido {credits} créditos a tu cuenta.',
    action: 'Ver tu pedido',
    outro: 'Guarda este correo como justificante.',
  },
  fi: {
    subject: 'Kiitos ostoksestasi palvelussa {site}',
    intro: 'Olemme vastaanottaneet {amount} maksusi. Tilillesi on lisätty {credits} krediittiä.',
    action: 'Näytä tilaus',
    outro: 'Säilytä tämä sähköposti kuittina.',
  },
  fr: {
    subject: 'Merci pour votre achat sur {site}',
    intro: 'Nous avons bien reçu votre paiement de {amount}. {credits} crédits ont été ajoutés à votre compte.',
    action: 'Voir votre commande',
    outro: 'Conservez cet e-mail comme reçu.',
  },
  it: {
    subject: 'Grazie per il tuo acquisto su {site}',
    intro: 'Abbiamo ricevuto il tuo pagamento di {amount}. Sono stati aggiunti {credits} crediti al tuo account.',
    action: 'Vedi il tuo ordine',
    outro: 'Conserva questa e-mail come ricevuta.',
  },
  nb: {
    subject: 'Takk for kjøpet hos {site}',
    intro: 'Vi har mottatt betalingen din på {amount}. {credits} kreditter er lagt til kontoen din.',
    action: 'Se bestillingen',
    outro: 'Ta vare på denne e-posten som kvittering.',
  },
  nl: {
    subject: 'Bedankt voor je aankoop bij {site}',
    intro: 'We hebben je betaling van {amount} ontvangen. Er zijn {credits} credits op je account gezet.',
    action: 'Bekijk je bestelling',
    outro: 'Bewaar deze e-mail als betaalbewijs.',
  },
  pl: {
    subject: 'Dziękujemy za zakup w {site}',
    intro: 'Otrzymaliśmy Twoją płatność w wysokości {amount}. Na Twoje konto dodano {credits} kredytów.',
    action: 'Zobacz zamówienie',
    outro: 'Zachowaj tę wiadomość jako potwierdzenie.',
  },
  sv: {
    subject: 'Tack för ditt köp hos {site}',
    intro: 'Vi har tagit emot din betalning på {amount}. {credits} krediter har lagts till på ditt konto.',
    action: 'Visa din beställning',
    outro: 'Spara det här mejlet som kvitto.',
  },
};
