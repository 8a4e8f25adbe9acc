import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { releasePrepaint, type RemoteName } from '@dating/shared-kit';
import { Alert, Button } from '@dating/shared-kit/ui';

/** The translated fallback of one remote's slot, with a retry that loads the remote again. */
export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  // A painted lander must not stand in for a remote that failed: the member sees this message instead.
  useEffect(() => releasePrepaint(), []);
  return (
    <div data-remote-slot={remote} data-remote-state="unavailable">
      <Alert tone="warning" title={<FormattedMessage id="shell.remote.unavailable.title" />}>
        <p>
          <FormattedMessage id="shell.remote.unavailable.body" />
        </p>
        <Button onClick={onRetry}>
          <FormattedMessage id="shell.remote.unavailable.retry" />
        </Button>
      </Alert>
    </div>
  );
}
