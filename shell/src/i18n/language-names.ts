import type { Locale } from '@dating/shared-kit';

/** Each interface language named in the active one (the language menu and /lang-config). */
export const languageNameMessages: Record<Locale, { id: string }> = {
  da: { id: 'shell.language.da' },
  de: { id: 'shell.language.de' },
  en: { id: 'shell.language.en' },
  es: { id: 'shell.language.es' },
  fi: { id: 'shell.language.fi' },
  fr: { id: 'shell.language.fr' },
  it: { id: 'shell.language.it' },
  nb: { id: 'shell.language.nb' },
  nl: { id: 'shell.language.nl' },
  pl: { id: 'shell.language.pl' },
  sv: { id: 'shell.language.sv' },
};
