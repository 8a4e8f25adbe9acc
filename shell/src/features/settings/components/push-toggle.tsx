import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetSettingsQuery } from '@dating/shared-kit';
import { Alert, Checkbox } from '@dating/shared-kit/ui';
import { useKitSubscribePushMutation } from '@dating/shared-kit/account-api';
import { settingsMessages } from '../messages';
import { refreshPushState, unsubscribeFromPush, usePushState } from '../../../shared/service-worker';
import { PushSubscribeError, subscribeToPush } from '../push/subscribe-to-push';
import type { PushFailure } from '../push/subscribe-to-push';
import { Section, SectionTitle } from './styles';

const failureText: Record<PushFailure, { id: string }> = {
  unsupported: settingsMessages.pushUnsupported,
  denied: settingsMessages.pushDenied,
  dismissed: settingsMessages.pushDismissed,
  no_worker: settingsMessages.pushNoWorker,
  server: settingsMessages.generic,
};

/**
 * Push on this device: asks the permission, subscribes through the service worker with the site's VAPID key
 * and attaches the subscription to the account. States: capable, subscribed, not subscribed, denied.
 */
export function PushToggle() {
  const intl = useIntl();
  const push = usePushState();
  // The screen shows the browser's current answer, also when the permission changed in another tab.
  useEffect(() => {
    void refreshPushState();
  }, []);
  const { data: settings } = useGetSettingsQuery();
  const [attach] = useKitSubscribePushMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PushFailure | null>(null);

  const turnOn = async () => {
    const body = await subscribeToPush(settings?.push_public_key ?? '');
    await attach(body)
      .unwrap()
      .catch(() => {
        throw new PushSubscribeError('server');
      });
  };
  // The API keeps no per-device switch: turning off drops this browser's subscription, and the push
  // service then answers 410 to the server, which deletes it (api/src/services/push).
  const turnOff = () => unsubscribeFromPush();
  const change = async (wanted: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await (wanted ? turnOn() : turnOff());
    } catch (error) {
      setFailure(error instanceof PushSubscribeError ? error.reason : 'server');
    } finally {
      await refreshPushState();
      setBusy(false);
    }
  };

  const denied = push.permission === 'denied';
  const status = !push.capable
    ? settingsMessages.pushUnsupported
    : denied
      ? settingsMessages.pushDenied
      : push.subscribed
        ? settingsMessages.pushSubscribed
        : settingsMessages.pushNotSubscribed;
  return (
    <Section>
      <SectionTitle>{intl.formatMessage(settingsMessages.pushHeading)}</SectionTitle>
      <Checkbox
        role="switch"
        label={intl.formatMessage(settingsMessages.pushLabel)}
        hint={intl.formatMessage(status)}
        checked={push.subscribed}
        disabled={!push.capable || denied || busy}
        onChange={(event) => void change(event.target.checked)}
      />
      {failure && failure !== 'unsupported' && <Alert tone="danger">{intl.formatMessage(failureText[failure])}</Alert>}
    </Section>
  );
}
