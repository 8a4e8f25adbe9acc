import type { Locale } from '../../contracts/common.ts';

/**
 * The push a member gets for a new visitor while away. It never names the visitor: free members may not learn
 * who it was, and a premium member sees them in the visitors tab the push opens.
 */
export const VISITOR_PUSH_TITLE: Record<Locale, string> = {
  da: 'Ny besøgende',
  de: 'Neuer Besucher',
  en: 'New visitor',
  es: 'Nueva visita',
  fi: 'Uusi vierailija',
  fr: 'Nouveau visiteur',
  it: 'Nuovo visitatore',
  nb: 'Ny besøkende',
  nl: 'Nieuwe bezoeker',
  pl: 'Nowy gość',
  sv: 'Ny besökare',
};

export const VISITOR_PUSH_BODY: Record<Locale, string> = {
  da: 'Nogen har set din profil.',
  de: 'Jemand hat dein Profil angesehen.',
  en: 'Someone viewed your profile.',
  es: 'Alguien ha visto tu perfil.',
  fi: 'Joku katsoi profiiliasi.',
  fr: 'Quelqu’un a consulté votre profil.',
  it: 'Qualcuno ha visto il tuo profilo.',
  nb: 'Noen har sett profilen din.',
  nl: 'Iemand heeft je profiel bekeken.',
  pl: 'Ktoś obejrzał Twój profil.',
  sv: 'Någon har tittat på din profil.',
};

/** Where the push leads: the likes app's visitors tab. */
export const VISITORS_URL = '/likes/visitors';
