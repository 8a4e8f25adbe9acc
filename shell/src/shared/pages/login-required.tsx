import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from '@dating/shared-kit';
import { Alert, Button } from '@dating/shared-kit/ui';

/** A member's own page shown to a visitor: why it needs a login, and a login that comes back to `returnTo`. */
export function LoginRequired({ why, login, returnTo }: { why: MessageDescriptor; login: MessageDescriptor; returnTo: string }) {
  const intl = useIntl();
  return (
    <Alert tone="info">
      <p>{intl.formatMessage(why)}</p>
      <Button as={Link} to={`/login?redirect=${encodeURIComponent(returnTo)}`}>
        {intl.formatMessage(login)}
      </Button>
    </Alert>
  );
}
