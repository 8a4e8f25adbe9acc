import { lazy, Suspense } from 'react';
import { useGetCurrentUserQuery } from '@dating/shared-kit';
import { useShellMemberWarningsQuery } from './api/warnings-api';

const WarningDialog = lazy(async () => ({ default: (await import('./warning-dialog-entry')).WarningDialogWithTexts }));

/**
 * A moderator's warning reaches the member at their next visit: asked once per visit for a logged-in member,
 * and only a member with a warning to read downloads the dialog and its texts.
 */
export function WarningSlot() {
  const { data: session } = useGetCurrentUserQuery();
  const loggedIn = Boolean(session?.user);
  const { data } = useShellMemberWarningsQuery(undefined, { skip: !loggedIn });
  const warning = loggedIn ? data?.warnings[0] : undefined;
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <WarningDialog key={warning.id} warning={warning} />
    </Suspense>
  );
}
