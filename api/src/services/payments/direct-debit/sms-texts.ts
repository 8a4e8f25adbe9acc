import type { Locale } from '../../../contracts/common.ts';
import { mailLocale } from '../../../mail/render.ts';

/** The SMS with the mandate code, in the member's language ({site}, {code}, {minutes}). */
const SMS_TEXTS: Record<Locale, string> = {
  da: 'Din kode til {site}: {code}. Den gælder i {minutes} minutter.',
  de: 'Dein Code für {site}: {code}. Er gilt {minutes} Minuten.',
  en: 'Your {site} code: {code}. It is valid for {minutes} minutes.',
  es: 'Tu código de {site}: {code}. Es válido durante {minutes} minutos.',
  fi: '{site}-koodisi: {code}. Se on voimassa {minutes} minuuttia.',
  fr: 'Votre code {site} : {code}. Il est valable {minutes} minutes.',
  it: 'Il tuo codice {site}: {code}. È valido per {minutes} minuti.',
  nb: 'Koden din for {site}: {code}. Den gjelder i {minutes} minutter.',
  nl: 'Je code voor {site}: {code}. Hij is {minutes} minuten geldig.',
  pl: 'Twój kod {site}: {code}. Jest ważny przez {minutes} minut.',
  sv: 'Din kod för {site}: {code}. Den gäller i {minutes} minuter.',
};

export function smsCodeText(language: string, vars: { site: string; code: string; minutes: number }): string {
  return SMS_TEXTS[mailLocale(language)].replace(/\{(site|code|minutes)\}/g, (_whole, key: 'site' | 'code' | 'minutes') =>
    String(vars[key]),
  );
}
