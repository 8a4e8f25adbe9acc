import type { Locale } from '../../contracts/common.ts';

/** About-me templates per language; {age} and {region} are filled in per member. */
export const ABOUT_TEXTS: Readonly<Record<Locale, readonly string[]>> = {
  nl: [
    'Spontaan, {age} jaar en woonachtig in {region}. Ik hou van lange wandelingen en goede gesprekken.',
    'Op zoek naar iemand om mee te lachen. Stuur gerust een berichtje!',
    'Na een drukke werkweek geniet ik van een wijntje op het terras. Wie gaat er mee?',
  ],
  fr: [
    'Spontané(e), {age} ans, j’habite en {region}. J’aime les longues balades et les bonnes discussions.',
    'Je cherche quelqu’un avec qui rire. N’hésite pas à m’écrire !',
    'Après une longue semaine, rien de mieux qu’un verre en terrasse. Tu viens ?',
  ],
  de: [
    'Spontan, {age} Jahre alt, wohne in {region}. Ich mag lange Spaziergänge und gute Gespräche.',
    'Ich suche jemanden, mit dem ich lachen kann. Schreib mir einfach!',
    'Nach einer langen Woche genieße ich ein Glas Wein auf der Terrasse. Wer kommt mit?',
  ],
  en: [
    'Easy-going, {age}, living in {region}. I love long walks and good conversations.',
    'Looking for someone to laugh with. Feel free to send me a message!',
    'After a busy week nothing beats a drink in the sun. Who is joining me?',
  ],
  da: ['Spontan, {age} år og bor i {region}. Jeg elsker lange gåture og gode samtaler.', 'Jeg leder efter en at grine med. Skriv endelig!'],
  es: [
    'Espontáneo/a, {age} años, vivo en {region}. Me encantan los paseos largos y las buenas charlas.',
    'Busco a alguien con quien reír. ¡Escríbeme!',
    'Después de una semana larga, nada mejor que una terraza al sol. ¿Te apuntas?',
  ],
  fi: [
    'Spontaani, {age}-vuotias, asun alueella {region}. Rakastan pitkiä kävelyjä ja hyviä keskusteluja.',
    'Etsin jotakuta, jonka kanssa nauraa. Laita viestiä!',
  ],
  it: [
    'Spontaneo/a, {age} anni, vivo in {region}. Amo le lunghe passeggiate e le belle chiacchierate.',
    'Cerco qualcuno con cui ridere. Scrivimi pure!',
    'Dopo una settimana impegnativa, niente di meglio di un aperitivo. Chi viene?',
  ],
  nb: [
    'Spontan, {age} år og bor i {region}. Jeg elsker lange turer og gode samtaler.',
    'Ser etter noen å le sammen med. Send meg gjerne en melding!',
  ],
  pl: [
    'Spontaniczny/a, {age} lat, mieszkam w regionie {region}. Uwielbiam długie spacery i dobre rozmowy.',
    'Szukam kogoś, z kim można się pośmiać. Napisz do mnie!',
  ],
  sv: [
    'Spontan, {age} år och bor i {region}. Jag älskar långa promenader och goda samtal.',
    'Letar efter någon att skratta med. Skicka gärna ett meddelande!',
  ],
};
