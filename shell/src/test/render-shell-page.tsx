import { Suspense } from 'react';
import { shellPages } from '../routing/shell-pages';
import { renderShell } from './render-shell';

/** Renders the shell's own page of `routeId` at `path`, loaded lazily as the router loads it. */
export async function renderShellPage(routeId: string, path: string) {
  const Page = shellPages(routeId);
  return renderShell(
    <Suspense fallback={null}>
      <Page routeId={routeId} />
    </Suspense>,
    { path },
  );
}
