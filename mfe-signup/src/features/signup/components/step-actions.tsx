import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared-kit/ui';
import { flowMessages } from '../../../shared/flow-messages';
import { StickyActions } from './signup-styles';

/** A step's bar at the bottom: Back (from the second step on) before the step's own buttons. */
export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <StickyActions>
      {onBack && (
        <Button variant="ghost" onClick={onBack}>
          {intl.formatMessage(flowMessages.back)}
        </Button>
      )}
      {children}
    </StickyActions>
  );
}
