import { lazy, Suspense, type ReactElement } from 'react';
import type { RouteObject } from '@dating/shared-kit';
import { withAppMessages } from '@dating/shared-kit';
import { loadLandersMessages } from '../i18n/load-messages';
import { LanderPage } from '../features/landers/components/lander-page';
import { ChunkPlaceholder } from '../features/landers/components/chunk-placeholder';
import type { MemberLandingVariant } from '../features/landers/components/member-landing-page';
import { slugLanderKinds } from '../features/landers/lander-kinds';

// Only the /members/:id/landing pages need it: the landers' first render does not wait for it.
const MemberLandingPage = lazy(() => import('../features/landers/components/member-landing-page'));

function memberLanding(routeId: string, variant: MemberLandingVariant) {
  return (
    <Suspense fallback={<ChunkPlaceholder />}>
      <MemberLandingPage routeId={routeId} variant={variant} />
    </Suspense>
  );
}

function page(id: string, path: string, render: (routeId: string) => ReactElement): RouteObject {
  return { id, path, Component: withAppMessages('landers', loadLandersMessages, () => render(id)) };
}

/** The route family this remote owns (ids); the shell mounts them in its router. */
export const routes: RouteObject[] = [
  page('landers-tinderswipe', '/landers/tinderswipe', (id) => <LanderPage kind="tinderswipe" routeId={id} />),
  ...slugLanderKinds.map((kind) =>
    page(`landers-${kind}-slug`, `/landers/${kind}/:slug?`, (id) => <LanderPage kind={kind} routeId={id} />),
  ),
  // New lander kinds ship with this remote alone, without a shell release.
  page('landers-lander-slug', '/landers/:lander/:slug?', (id) => <LanderPage routeId={id} />),
  page('members-id-landing', '/members/:id/landing', (id) => memberLanding(id, 1)),
  page('members-id-landing2-slug', '/members/:id/landing2/:slug?', (id) => memberLanding(id, 2)),
  page('members-id-landing3-slug', '/members/:id/landing3/:slug?', (id) => memberLanding(id, 3)),
];

export default routes;
