import { FormattedMessage, useIntl } from 'react-intl';
import { PageFrame, Link } from '@dating/shared-kit';

/** 404 shows 'This page could not be found' with a link home. */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <PageFrame app="shell" routeId="error" title={intl.formatMessage({ id: 'shell.error.notFound' })}>
      <p data-status="404">
        <Link to="/">
          <FormattedMessage id="shell.error.home" />
        </Link>
      </p>
    </PageFrame>
  );
}
