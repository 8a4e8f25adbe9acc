import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame, selectLocale, useAppSelector, useGetSettingsQuery, useLocation, useNavigate } from '@dating/shared-kit';
import type { Locale } from '@dating/shared-kit';
import { languageNameMessages } from '../../../i18n/language-names';
import { Alert, Spinner } from '@dating/shared-kit/ui';
import { visibleLocales } from '../../../shared/visible-locales';
import { useChangeLocale } from '../../../shared/session/use-change-locale';
import { accountMessages as m } from '../messages';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

/**
 * /lang-config: the languages visible in the visitor's country as radio buttons (arrow keys move
 * between them, as native radios do); choosing one switches the site at once.
 */
export function LangConfigPage({ routeId = 'lang-config' }: { routeId?: string }) {
  const intl = useIntl();
  const active = useAppSelector(selectLocale);
  const { data: settings } = useGetSettingsQuery();
  const changeLocale = useChangeLocale();
  const navigate = useNavigate();
  const location = useLocation();
  // Kept in the history entry: switching the locale remounts everything below the kit's IntlProvider.
  const changed = (location.state as { localeChanged?: boolean } | null)?.localeChanged === true;
  const options = visibleLocales(settings, active);
  const name = (locale: Locale) => intl.formatMessage(languageNameMessages[locale]);

  return (
    <PageFrame app="shell" routeId={routeId} title={intl.formatMessage({ id: 'shell.page.lang-config.title' })}>
      <p>{intl.formatMessage({ id: 'shell.page.lang-config.intro' })}</p>
      {/* The country decides the list (settings.php); the site preloads settings, tests may not have them yet. */}
      {!settings && <Spinner />}
      {settings && (
        <Fieldset>
          <Legend>{intl.formatMessage(m.langLegend)}</Legend>
          {options.map((locale) => (
            <Choice key={locale} lang={locale}>
              <input
                type="radio"
                name="locale"
                value={locale}
                checked={locale === active}
                onChange={() => {
                  changeLocale(locale);
                  navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: { localeChanged: true } });
                }}
              />
              {name(locale)}
            </Choice>
          ))}
        </Fieldset>
      )}
      {changed && <Alert tone="success">{intl.formatMessage(m.langSaved, { language: name(active) })}</Alert>}
    </PageFrame>
  );
}
