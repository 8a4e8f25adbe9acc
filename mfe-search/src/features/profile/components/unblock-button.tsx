import { useIntl } from 'react-intl';
import type { MemberProfile } from '@dating/shared-kit';
import { Button } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';
import { useBlockToggle } from './use-block-toggle';

/** On a profile I blocked (sent stripped), unblocking is the one thing left to do, so it is a plain button. */
export function UnblockButton({ profile }: { profile: MemberProfile }) {
  const intl = useIntl();
  const unblocking = useBlockToggle(profile);
  return (
    <>
      <Button variant="secondary" onClick={unblocking.ask}>
        {intl.formatMessage(profileMessages.unblock)}
      </Button>
      {unblocking.modal}
    </>
  );
}
