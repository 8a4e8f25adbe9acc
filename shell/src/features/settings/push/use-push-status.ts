import { useCallback, useEffect, useState } from 'react';
import { currentSubscription, notificationPermission, pushSupported } from './push-support';

/** Spec 3 "Push state": capable or not; subscribed, not subscribed or denied. */
export interface PushStatus {
  capable: boolean;
  subscribed: boolean;
  permission: NotificationPermission | 'unsupported';
}

const initialStatus = (): PushStatus => ({ capable: pushSupported(), subscribed: false, permission: notificationPermission() });

/**
 * The browser's push state, read from the service worker's PushManager. `subscribed` starts false and is
 * corrected once the registration answered; `refresh` re-reads after a change.
 */
export function usePushStatus(): PushStatus & { refresh: () => Promise<void> } {
  const [status, setStatus] = useState(initialStatus);
  const refresh = useCallback(async () => {
    const subscription = await currentSubscription().catch(() => null);
    setStatus({ capable: pushSupported(), subscribed: subscription !== null, permission: notificationPermission() });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { ...status, refresh };
}
