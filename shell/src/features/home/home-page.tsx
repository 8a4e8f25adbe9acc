import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageFrame, useGetSettingsQuery } from '@dating/shared-kit';

/** The home page (route index) for visitors: what the site is and the way in. */
export function HomePage() {
  const intl = useIntl();
  const { data: settings } = useGetSettingsQuery();
  return (
    <PageFrame app="shell" routeId="index" title={settings?.index_title ?? intl.formatMessage({ id: 'shell.page.index.title' })}>
      <p>{settings?.description ?? intl.formatMessage({ id: 'shell.page.index.intro' })}</p>
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
