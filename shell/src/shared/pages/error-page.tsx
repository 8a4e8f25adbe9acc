import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageFrame, reloadOnceForChunkError, isRouteErrorResponse, Link, useRouteError } from '@dating/shared-kit';
import { NotFoundPage } from './not-found-page';

/** The router's error element: a 404 page, or the message with status (default 500) for anything else. */
export function ErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  // The router catches a failed lazy chunk before the window sees it: reload once per 60 s.
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
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
