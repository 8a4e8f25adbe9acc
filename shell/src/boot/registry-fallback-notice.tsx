import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '@dating/shared-kit/ui';
import { useRegistrySource } from '../federation/registry-status';

/**
 * Shown when the live remotes registry could not be read: the page runs on the last good or built-in list of
 * its parts, which may be out of date. Dismissable: the site works, only possibly not its newest parts.
 */
export function RegistryFallbackNotice() {
  const source = useRegistrySource();
  const [dismissed, setDismissed] = useState(false);
  if (source === 'live' || dismissed) return null;
  return (
    <div data-registry-source={source}>
      <Alert tone="info" title={<FormattedMessage id="shell.registryFallback.title" />} onDismiss={() => setDismissed(true)}>
        <p>
          {source === 'last-good' ? (
            <FormattedMessage id="shell.registryFallback.lastGood" />
          ) : (
            <FormattedMessage id="shell.registryFallback.builtIn" />
          )}
        </p>
      </Alert>
    </div>
  );
}
