import { withAppMessages } from '@dating/shared-kit';
import { WarningDialog } from './components/warning-dialog';

/** The dialog with its own catalogue: both in the chunk a member with a warning loads, nobody else. */
export const WarningDialogWithTexts = withAppMessages(
  'shell-member-warning',
  (locale) => import(`./i18n/${locale}.json`),
  WarningDialog,
);
