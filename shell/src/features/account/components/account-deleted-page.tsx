import { useIntl } from 'react-intl';
import { PageFrame, Link } from '@dating/shared-kit';
import { accountMessages as m } from '../messages';
import { AccountLinks, Narrow } from './form-styles';

/** /account-deleted: the goodbye page after deletion; the mailed link can undo it for 14 days. */
export function AccountDeletedPage({ routeId = 'account-deleted' }: { routeId?: string }) {
  const intl = useIntl();
  return (
    <PageFrame app="shell" routeId={routeId} title={intl.formatMessage({ id: 'shell.page.account-deleted.title' })}>
      <Narrow>
        <p>{intl.formatMessage(m.deletedBody)}</p>
        <p>{intl.formatMessage(m.deletedReactivate)}</p>
        <AccountLinks>
          <Link to="/">{intl.formatMessage(m.deletedHome)}</Link>
        </AccountLinks>
      </Narrow>
    </PageFrame>
  );
}
