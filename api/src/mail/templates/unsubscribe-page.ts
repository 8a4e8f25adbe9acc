import type { Locale } from '../../contracts/common.ts';

/** The page behind a mail's unsubscribe link: GET only asks, the button POSTs (mail scanners prefetch GETs). */
export interface UnsubscribePageTexts {
  title: string;
  text: string;
  button: string;
}

export const UNSUBSCRIBE_PAGE: Record<Locale, UnsubscribePageTexts> = {
  da: { title: 'Afmeld e-mails', text: 'Vil du ikke længere modtage e-mails fra {site}?', button: 'Ja, afmeld mig' },
  de: { title: 'E-Mails abbestellen', text: 'Möchtest du keine E-Mails mehr von {site} erhalten?', button: 'Ja, abbestellen' },
  en: { title: 'Unsubscribe from emails', text: 'Do you no longer want to receive emails from {site}?', button: 'Yes, unsubscribe me' },
  es: { title: 'Darse de baja de los correos', text: '¿Ya no quieres recibir correos de {site}?', button: 'Sí, darme de baja' },
  fi: { title: 'Peru sähköpostit', text: 'Etkö halua enää sähköposteja palvelusta {site}?', button: 'Kyllä, peru tilaus' },
  fr: { title: 'Se désabonner des e-mails', text: 'Vous ne souhaitez plus recevoir d’e-mails de {site} ?', button: 'Oui, me désabonner' },
  it: { title: 'Annulla l’iscrizione alle e-mail', text: 'Non vuoi più ricevere e-mail da {site}?', button: 'Sì, annulla l’iscrizione' },
  nb: { title: 'Meld deg av e-post', text: 'Vil du ikke lenger motta e-post fra {site}?', button: 'Ja, meld meg av' },
  nl: { title: 'Afmelden voor e-mails', text: 'Wil je geen e-mails meer ontvangen van {site}?', button: 'Ja, meld me af' },
  pl: { title: 'Wypisz się z e-maili', text: 'Nie chcesz już otrzymywać e-maili od {site}?', button: 'Tak, wypisz mnie' },
  sv: { title: 'Avsluta e-postutskick', text: 'Vill du inte längre få e-post från {site}?', button: 'Ja, avsluta' },
};
