import da from '../i18n/kit-messages/da.json';
import de from '../i18n/kit-messages/de.json';
import en from '../i18n/kit-messages/en.json';
import es from '../i18n/kit-messages/es.json';
import fi from '../i18n/kit-messages/fi.json';
import fr from '../i18n/kit-messages/fr.json';
import it from '../i18n/kit-messages/it.json';
import nb from '../i18n/kit-messages/nb.json';
import nl from '../i18n/kit-messages/nl.json';
import pl from '../i18n/kit-messages/pl.json';
import sv from '../i18n/kit-messages/sv.json';

/** Every kit catalogue, keyed by locale; nl is the source language. */
export const kitCatalogues: Record<string, Record<string, string>> = {
  da,
  de,
  en,
  es,
  fi,
  fr,
  it,
  nb,
  nl,
  pl,
  sv,
};
