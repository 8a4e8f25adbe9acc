import { useIntl } from 'react-intl';
import { selectLocale, useAppSelector, useGetSettingsQuery } from '@dating/shared-kit';
import { Dropdown } from '@dating/shared-kit/ui';
import { languageNameMessages } from '../../i18n/language-names';
import { useChangeLocale } from '../../shared/session/use-change-locale';
import { topBarMessages as m } from './messages';
import { visibleLocales } from '../../shared/visible-locales';

/** The language dropdown, shown only when more than one locale is visible (spec, top bar). */
export function LanguageMenu() {
  const intl = useIntl();
  const active = useAppSelector(selectLocale);
  const changeLocale = useChangeLocale();
  const { data: settings } = useGetSettingsQuery();
  // Without settings the country is unknown; the site preloads them, so this only skips a flash of all 11.
  if (!settings) return null;
  const options = visibleLocales(settings, active);
  if (options.length < 2) return null;
  return (
    <Dropdown
      align="end"
      label={active.toUpperCase()}
      // The name starts with the visible code (WCAG 2.5.3 label in name), so "NL" works for voice control.
      buttonLabel={`${active.toUpperCase()}, ${intl.formatMessage(m.language, { language: intl.formatMessage(languageNameMessages[active]) })}`}
      items={options.map((locale) => ({
        id: locale,
        label: <span lang={locale}>{intl.formatMessage(languageNameMessages[locale])}</span>,
        onSelect: () => changeLocale(locale),
      }))}
    />
  );
}
