import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageFrame, siteText, useGetSettingsQuery } from '@dating/shared-kit';

/** The home page (route index) for visitors: what the site is and the way in. */
export function HomePage() {
  const intl = useIntl();
  const { data: settings } = useGetSettingsQuery();
  // The operator's title and description are written in the site's language; other locales get ours.
  const language = settings?.domain_language;
  const title = siteText(language, intl.locale, settings?.index_title, intl.formatMessage({ id: 'shell.page.index.title' }));
  const intro = siteText(language, intl.locale, settings?.description, intl.formatMessage({ id: 'shell.page.index.intro' }));
  return (
    <PageFrame app="shell" routeId="index" title={title} description={intro}>
      <p>{intro}</p>
      <nav aria-label={intl.formatMessage({ id: 'shell.home.actions' })}>
        <Link to="/signup">
          <FormattedMessage id="shell.home.signup" />
        </Link>{' '}
        <Link to="/members">
          <FormattedMessage id="shell.home.browse" />
        </Link>
      </nav>
    </PageFrame>
  );
}
