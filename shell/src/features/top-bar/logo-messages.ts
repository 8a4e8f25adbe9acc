import type { MessageDescriptor } from 'react-intl';

/**
 * The logo link's label (base catalogue, shell/src/i18n): apart from the top bar's texts, because the lander
 * layout's logo bar shows the logo without loading the top bar.
 */
export const logoMessages = {
  home: { id: 'shell.topBar.home', defaultMessage: '{name}, naar de startpagina' },
} satisfies Record<string, MessageDescriptor>;
