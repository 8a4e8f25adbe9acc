import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, Button } from '@dating/shared-kit/ui';
import { BellIcon, useGetSettingsQuery } from '@dating/shared-kit';
import { pushCapable, subscribePush } from '../hooks/subscribe-push';
import { useKitSubscribePushMutation } from '@dating/shared-kit/account-api';
import { pushStepMessages } from '../messages';
import { flowMessages } from '../../../shared/flow-messages';
import { Column } from './signup-styles';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** A picture of what a push will look like; not a real notification, so aria-hidden. */
const MockNotification = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.smPlus};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  background: ${({ theme }) => theme.colors.surface};
`;

type PushState = 'idle' | 'busy' | 'enabled' | 'denied' | 'failed';

/** Step 4: a mock notification, then a real subscription when the browser can. Skippable. */
export function PushStep({ onDone, onBack }: StepProps) {
  const intl = useIntl();
  const { data: settings } = useGetSettingsQuery();
  const [attach] = useKitSubscribePushMutation();
  const [state, setState] = useState<PushState>('idle');
  const capable = pushCapable() && Boolean(settings?.push_public_key);

  const enable = async () => {
    if (!settings?.push_public_key) return;
    setState('busy');
    try {
      const answer = await subscribePush(settings.push_public_key);
      if (answer === 'denied') return setState('denied');
      if (answer === 'unavailable') return setState('failed');
      await attach(answer).unwrap();
      setState('enabled');
    } catch {
      setState('failed');
    }
  };

  return (
    <Column>
      <h2>{intl.formatMessage(pushStepMessages.title)}</h2>
      <p>{intl.formatMessage(pushStepMessages.intro)}</p>
      <MockNotification aria-hidden="true">
        <BellIcon />
        <div>
          <strong>{intl.formatMessage(pushStepMessages.mockTitle)}</strong>
          <div>{intl.formatMessage(pushStepMessages.mockBody)}</div>
        </div>
      </MockNotification>
      {!capable && <Alert tone="info">{intl.formatMessage(pushStepMessages.unsupported)}</Alert>}
      {state === 'denied' && <Alert tone="warning">{intl.formatMessage(pushStepMessages.denied)}</Alert>}
      {state === 'failed' && <Alert tone="danger">{intl.formatMessage(flowMessages.saveFailed)}</Alert>}
      {state === 'enabled' && <Alert tone="success">{intl.formatMessage(pushStepMessages.enabled)}</Alert>}
      <StepActions onBack={onBack}>
        {capable && state !== 'enabled' && (
          <Button onClick={() => void enable()} loading={state === 'busy'}>
            {intl.formatMessage(pushStepMessages.enable)}
          </Button>
        )}
        <Button variant={state === 'enabled' ? 'primary' : 'secondary'} onClick={onDone}>
          {intl.formatMessage(state === 'enabled' ? flowMessages.finish : flowMessages.skip)}
        </Button>
      </StepActions>
    </Column>
  );
}
