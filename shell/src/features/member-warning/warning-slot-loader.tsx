import { lazy, Suspense } from 'react';
import { useGetCurrentUserQuery } from '@dating/shared-kit';
import { useAfterPageLoad } from '../../lib/use-after-page-load';

const WarningSlot = lazy(async () => ({ default: (await import('./warning-slot')).WarningSlot }));

/**
 * Where a moderator's warning is asked for: for logged-in members once the page has loaded, so the call and its
 * code (a chunk of its own) never come before the page's content or weigh on its first render.
 */
export function WarningSlotLoader() {
  const { data: session } = useGetCurrentUserQuery();
  const pageLoaded = useAfterPageLoad();
  if (!session?.user || !pageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <WarningSlot />
    </Suspense>
  );
}
