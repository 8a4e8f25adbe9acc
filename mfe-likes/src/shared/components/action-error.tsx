import { useIntl } from 'react-intl';
import { Alert } from '@dating/shared-kit/ui';
import { sharedMessages } from '../messages';

/** The text for a failed like, like back or unlike: a gone profile says so, anything else is generic. */
export function ActionError({ code }: { code: string }) {
  const intl = useIntl();
  return (
    <Alert tone="danger">
      {code === 'profile_not_found'
        ? intl.formatMessage(sharedMessages.errorProfileNotFound)
        : intl.formatMessage(sharedMessages.errorGeneric)}
    </Alert>
  );
}
