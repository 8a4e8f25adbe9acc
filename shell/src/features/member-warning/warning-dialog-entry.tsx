import { withAppMessages } from '@dating/shared-kit';
import type { Locale, Messages } from '@dating/shared-kit';
import { WarningDialog } from './components/warning-dialog';
import da from './i18n/da.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import fi from './i18n/fi.json';
import fr from './i18n/fr.json';
import it from './i18n/it.json';
import nb from './i18n/nb.json';
import nl from './i18n/nl.json';
import pl from './i18n/pl.json';
import sv from './i18n/sv.json';

/**
 * Every locale's texts in this one chunk, unlike the other catalogues (a chunk per locale): few members ever get a
 * warning, and each lazy chunk costs every page an entry in the runtime's chunk map, which the entry budgets feel.
 */
const catalogues: Record<Locale, Messages> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

/** The dialog with its texts: in the chunk only a member with a warning loads. */
export const WarningDialogWithTexts = withAppMessages('shell-member-warning', async (locale) => catalogues[locale], WarningDialog);
