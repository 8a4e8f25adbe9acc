import { useIntl } from 'react-intl';
import { Link } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { policyMessages } from '../messages';
import { Column } from './signup-styles';

/** With_trafficsource and no traffic source; a clear message and the way in for members. */
export function SignupsClosed() {
  const intl = useIntl();
  return (
    <Column role="status">
      <h2>{intl.formatMessage(policyMessages.closedTitle)}</h2>
      <p>{intl.formatMessage(policyMessages.closedText)}</p>
      <Button as={Link} to="/login" variant="secondary">
        {intl.formatMessage(policyMessages.login)}
      </Button>
    </Column>
  );
}
