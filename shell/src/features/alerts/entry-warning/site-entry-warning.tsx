import { useEffect, useLayoutEffect, useState } from 'react';
import { useGetCurrentUserQuery, useGetSettingsQuery } from '@dating/shared-kit';
import type { LayoutName } from '@dating/shared-kit';
import { useModalTurn } from '@dating/shared-kit/ui';
import {
  hidePaintedEntryWarning,
  paintedEntryWarning,
  removePaintedEntryWarning,
} from '../../../shared/entry-warning/entry-warning-cookie';
import { EntryWarningDialog } from './entry-warning-dialog';
import { shouldShowEntryWarning } from './entry-warning-rule';
import { entryWarningDismissed, storeEntryWarningDismissal } from '../../../shared/entry-warning/entry-warning-storage';
import { isInstalledApp } from './is-installed-app';

/**
 * The 18+ entry modal for logged-out visitors. It waits for the user and settings calls, so a member
 * never sees it flash; only the explicit confirmation closes it (no Escape, no backdrop). When the
 * gateway painted the warning into the page (a visitor's member page), the gateway already decided with
 * the same rule: the app shows its own dialog over the painted one at once and then removes the copy,
 * so the warning never blinks, whenever the painted page itself is handed over.
 */
export function SiteEntryWarning({ layout }: { layout: LayoutName }) {
  const { data: settings } = useGetSettingsQuery();
  const { data: session, isSuccess, isError } = useGetCurrentUserQuery();
  // Read on every render: the visitor may have confirmed on the painted copy before the app arrived.
  const [confirmedHere, setConfirmedHere] = useState(false);
  const dismissed = confirmedHere || entryWarningDismissed();
  const [painted] = useState(() => paintedEntryWarning() !== null);
  const known = settings !== undefined && (isSuccess || isError);
  const open = known
    ? shouldShowEntryWarning({ loggedIn: Boolean(session?.user), standalone: isInstalledApp(), dismissed, settings, layout })
    : painted && !dismissed && !isInstalledApp();
  // Highest modal priority: anything else (new like, time bonus) waits until the visitor has answered. Over a
  // painted warning the dialog shows from the first render, without waiting a render for its turn.
  const turn = useModalTurn('entry-warning', open);
  const shown = open && (turn || painted);
  useLayoutEffect(() => {
    // Before the browser paints the app's dialog: one backdrop, not two on top of each other.
    if (shown) hidePaintedEntryWarning();
  }, [shown]);
  useEffect(() => {
    // After the dialog's own effects (its scroll lock), so the page never scrolls in between.
    if (shown || (known && !open)) removePaintedEntryWarning();
  }, [shown, known, open]);
  const confirm = () => {
    storeEntryWarningDismissal();
    setConfirmedHere(true);
  };
  return <EntryWarningDialog open={shown} siteName={settings?.name ?? ''} onConfirm={confirm} />;
}
