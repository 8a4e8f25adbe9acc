import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageFrame } from '@dating/shared-kit';
import { NotFoundPage } from './not-found-page';

/** The router's error element: a 404 page, or the message with status (default 500) for anything else. */
export function ErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <PageFrame app="shell" routeId="error" title={intl.formatMessage({ id: 'shell.error.title' })}>
      <p data-status={status}>
        <FormattedMessage id="shell.error.generic" />
      </p>
      <Link to="/">
        <FormattedMessage id="shell.error.home" />
      </Link>
    </PageFrame>
  );
}
