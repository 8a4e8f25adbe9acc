import type { Locale } from '../../contracts/common.ts';

/** Salutation and signature shared by every account mail. */
export const GREETING: Record<Locale, string> = {
  da: 'Hej {name},',
  de: 'Hallo {name},',
  en: 'Hi {name},',
  es: 'Hola, {name}:',
  fi: 'Hei {name},',
  fr: 'Bonjour {name},',
  it: 'Ciao {name},',
  nb: 'Hei {name},',
  nl: 'Hallo {name},',
  pl: 'Cześć {name},',
  sv: 'Hej {name},',
};

export const SIGNATURE: Record<Locale, string> = {
  da: 'Venlig hilsen {site}-teamet',
  de: 'Viele Grüße, dein {site}-Team',
  en: 'Best wishes, the {site} team',
  es: 'Saludos, el equipo de {site}',
  fi: 'Terveisin {site}-tiimi',
  fr: "L'équipe de {site}",
  it: 'Un saluto dal team di {site}',
  nb: 'Hilsen {site}-teamet',
  nl: 'Groeten van het team van {site}',
  pl: 'Pozdrawiamy, zespół {site}',
  sv: 'Hälsningar, {site}-teamet',
};
