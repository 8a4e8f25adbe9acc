import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared-kit/ui';
import { settingsMessages } from '../messages';
import { Actions } from '../components/styles';

/** A step's buttons: its own way forward (`children`), then cancel, which leaves the deletion. */
export function StepActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Actions>
      {children}
      <Button variant="ghost" onClick={onCancel}>
        {intl.formatMessage(settingsMessages.deleteCancel)}
      </Button>
    </Actions>
  );
}
