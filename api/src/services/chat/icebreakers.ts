import type { Locale } from '../../contracts/common.ts';

/**
 * Suggested openers for an empty conversation (the icebreaker modal), per interface language. A static
 * catalogue: it changes with a release, not per site.
 */
export const ICEBREAKERS: Record<Locale, readonly string[]> = {
  nl: [
    'Hoi! Je profiel sprong er echt uit. Hoe gaat je week tot nu toe?',
    'Wat is het leukste dat je de laatste tijd hebt meegemaakt?',
    'Als je morgen overal heen kon reizen, waar zou je dan heen gaan?',
    'Koffie of thee? En waar drink je die het liefst?',
    'Wat doe je het liefst op een vrije zondag?',
  ],
  en: [
    'Hi! Your profile really stood out. How is your week going so far?',
    'What is the best thing that happened to you lately?',
    'If you could travel anywhere tomorrow, where would you go?',
    'Coffee or tea? And where do you like to drink it most?',
    'What is your favourite way to spend a free Sunday?',
  ],
  de: [
    'Hallo! Dein Profil ist mir sofort aufgefallen. Wie läuft deine Woche bisher?',
    'Was war das Schönste, das du in letzter Zeit erlebt hast?',
    'Wenn du morgen überallhin reisen könntest, wohin würdest du fahren?',
    'Kaffee oder Tee? Und wo trinkst du ihn am liebsten?',
    'Was machst du am liebsten an einem freien Sonntag?',
  ],
  fr: [
    'Salut ! Ton profil m’a tout de suite plu. Comment se passe ta semaine ?',
    'Quelle est la plus belle chose qui te soit arrivée récemment ?',
    'Si tu pouvais partir n’importe où demain, où irais-tu ?',
    'Café ou thé ? Et où aimes-tu le boire ?',
    'Que préfères-tu faire un dimanche de libre ?',
  ],
  es: [
    '¡Hola! Tu perfil me llamó mucho la atención. ¿Qué tal tu semana?',
    '¿Qué es lo mejor que te ha pasado últimamente?',
    'Si mañana pudieras viajar a cualquier lugar, ¿adónde irías?',
    '¿Café o té? ¿Y dónde te gusta más tomarlo?',
    '¿Qué es lo que más te gusta hacer un domingo libre?',
  ],
  it: [
    'Ciao! Il tuo profilo mi ha colpito subito. Come sta andando la tua settimana?',
    'Qual è la cosa più bella che ti è successa ultimamente?',
    'Se domani potessi viaggiare ovunque, dove andresti?',
    'Caffè o tè? E dove ti piace di più berlo?',
    'Cosa ti piace fare di più in una domenica libera?',
  ],
  da: [
    'Hej! Din profil fangede virkelig min opmærksomhed. Hvordan går din uge indtil videre?',
    'Hvad er det bedste, du har oplevet på det seneste?',
    'Hvis du kunne rejse hvor som helst i morgen, hvor ville du så tage hen?',
    'Kaffe eller te? Og hvor drikker du det helst?',
    'Hvad laver du helst på en fri søndag?',
  ],
  nb: [
    'Hei! Profilen din skilte seg virkelig ut. Hvordan går uka så langt?',
    'Hva er det beste du har opplevd i det siste?',
    'Hvis du kunne reise hvor som helst i morgen, hvor ville du dratt?',
    'Kaffe eller te? Og hvor liker du best å drikke det?',
    'Hva liker du best å gjøre på en fri søndag?',
  ],
  sv: [
    'Hej! Din profil stack verkligen ut. Hur har veckan varit hittills?',
    'Vad är det roligaste du har varit med om på sistone?',
    'Om du kunde resa vart som helst i morgon, vart skulle du åka?',
    'Kaffe eller te? Och var dricker du det helst?',
    'Vad gör du helst en ledig söndag?',
  ],
  fi: [
    'Hei! Profiilisi todella erottui joukosta. Miten viikkosi on sujunut?',
    'Mikä on parasta, mitä sinulle on viime aikoina tapahtunut?',
    'Jos voisit huomenna matkustaa minne tahansa, minne menisit?',
    'Kahvi vai tee? Ja missä juot sitä mieluiten?',
    'Mitä teet mieluiten vapaana sunnuntaina?',
  ],
  pl: [
    'Cześć! Twój profil od razu zwrócił moją uwagę. Jak mija ci tydzień?',
    'Co najlepszego przydarzyło ci się ostatnio?',
    'Gdybyś jutro mógł/mogła pojechać dokądkolwiek, dokąd byś się wybrał(a)?',
    'Kawa czy herbata? I gdzie najbardziej lubisz ją pić?',
    'Co najbardziej lubisz robić w wolną niedzielę?',
  ],
};

/** The openers in `locale`, Dutch for any language the catalogue does not have. */
export function icebreakersFor(locale: string): readonly string[] {
  // Own keys only: a locale such as 'constructor' must not reach Object.prototype.
  return Object.hasOwn(ICEBREAKERS, locale) ? ICEBREAKERS[locale as Locale] : ICEBREAKERS.nl;
}
