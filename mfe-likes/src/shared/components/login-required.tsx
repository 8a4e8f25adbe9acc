import { useIntl } from 'react-intl';
import { LoginPrompt } from '@dating/shared-kit/ui';
import { sharedMessages } from '../messages';

/** Login is required to like; the kit's prompt leads visitors to sign up (or log in). */
export function LoginRequired() {
  const intl = useIntl();
  return <LoginPrompt message={intl.formatMessage(sharedMessages.loginRequired)} />;
}
