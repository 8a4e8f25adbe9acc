import type { MailTemplate } from './types.ts';

/**
 * The daily reminder of messages unread for 24 hours (notification kind unread_message_reminders).
 * {senders}: the names of the members whose messages wait (typed by members: escaped in the HTML).
 */
export const UNREAD_REMINDER_MAIL: MailTemplate = {
  da: {
    subject: 'Du har ulæste beskeder på {site}',
    intro: 'Der venter ulæste beskeder til dig fra {senders}.',
    action: 'Læs dine beskeder',
    outro: 'Vil du ikke have disse påmindelser? Slå dem fra under dine notifikationsindstillinger.',
  },
  de: {
    subject: 'Du hast ungelesene Nachrichten auf {site}',
    intro: 'Ungelesene Nachrichten von {senders} warten auf dich.',
    action: 'Nachrichten lesen',
    outro: 'Du möchtest diese Erinnerungen nicht? Schalte sie in deinen Benachrichtigungseinstellungen aus.',
  },
  en: {
    subject: 'You have unread messages on {site}',
    intro: 'Unread messages from {senders} are waiting for you.',
    action: 'Read your messages',
    outro: "Don't want these reminders? Turn them off in your notification settings.",
  },
  es: {
    subject: 'Tienes mensajes sin leer en {site}',
    intro: 'Tienes mensajes sin leer de {senders} esperándote.',
    action: 'Leer tus mensajes',
    outro: '¿No quieres estos recordatorios? Desactívalos en tus ajustes de notificaciones.',
  },
  fi: {
    subject: 'Sinulla on lukemattomia viestejä palvelussa {site}',
    intro: 'Lukemattomat viestit lähettäjiltä {senders} odottavat sinua.',
    action: 'Lue viestisi',
    outro: 'Etkö halua näitä muistutuksia? Poista ne käytöstä ilmoitusasetuksissasi.',
  },
  fr: {
    subject: 'Vous avez des messages non lus sur {site}',
    intro: 'Des messages non lus de {senders} vous attendent.',
    action: 'Lire vos messages',
    outro: 'Vous ne voulez plus de ces rappels ? Désactivez-les dans vos paramètres de notification.',
  },
  it: {
    subject: 'Hai messaggi non letti su {site}',
    intro: 'Ti aspettano messaggi non letti da {senders}.',
    action: 'Leggi i tuoi messaggi',
    outro: 'Non vuoi questi promemoria? Disattivali nelle impostazioni delle notifiche.',
  },
  nb: {
    subject: 'Du har uleste meldinger på {site}',
    intro: 'Uleste meldinger fra {senders} venter på deg.',
    action: 'Les meldingene dine',
    outro: 'Vil du ikke ha disse påminnelsene? Slå dem av i varslingsinnstillingene dine.',
  },
  nl: {
    subject: 'Je hebt ongelezen berichten op {site}',
    intro: 'Er wachten ongelezen berichten van {senders} op je.',
    action: 'Lees je berichten',
    outro: 'Wil je deze herinneringen niet meer? Zet ze uit bij je notificatie-instellingen.',
  },
  pl: {
    subject: 'Masz nieprzeczytane wiadomości w {site}',
    intro: 'Czekają na Ciebie nieprzeczytane wiadomości od: {senders}.',
    action: 'Przeczytaj wiadomości',
    outro: 'Nie chcesz tych przypomnień? Wyłącz je w ustawieniach powiadomień.',
  },
  sv: {
    subject: 'Du har olästa meddelanden på {site}',
    intro: 'Olästa meddelanden från {senders} väntar på dig.',
    action: 'Läs dina meddelanden',
    outro: 'Vill du inte ha de här påminnelserna? Stäng av dem i dina aviseringsinställningar.',
  },
};
