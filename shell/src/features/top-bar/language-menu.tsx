import { useIntl } from 'react-intl';
import { localeChanged, selectLocale, useAppDispatch, useAppSelector, useGetSettingsQuery } from '@dating/shared-kit';
import { Dropdown } from '@dating/shared-kit/ui';
import { writeLocaleCookie } from '../../app/locale';
import { visibleLocales } from './visible-locales';

/** The language dropdown, shown only when more than one locale is visible (spec, top bar). */
export function LanguageMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectLocale);
  const { data: settings } = useGetSettingsQuery();
  const options = visibleLocales(settings, active);
  if (options.length < 2) return null;
  return (
    <Dropdown
      align="end"
      label={active.toUpperCase()}
      buttonLabel={intl.formatMessage({ id: 'shell.topBar.language' }, { language: intl.formatMessage({ id: `shell.language.${active}` }) })}
      items={options.map((locale) => ({
        id: locale,
        label: intl.formatMessage({ id: `shell.language.${locale}` }),
        onSelect: () => {
          writeLocaleCookie(locale);
          dispatch(localeChanged(locale));
        },
      }))}
    />
  );
}
