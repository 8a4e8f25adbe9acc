import { Suspense } from 'react';
import { useParams } from '@dating/shared-kit';
import styled from 'styled-components';
import { isKnownLander, type LanderKind } from '../lander-kinds';
import { lazyKinds } from '../kinds/lazy-kinds';
import { resolvePreset } from '../presets/catalogue';

/** A lander kind this build does not know (a link made for a newer build) shows the gallery, never a 404. */
export const FALLBACK_KIND: LanderKind = 'gallery';

/** Holds a screen's height while the lander's chunk arrives, so the footer never jumps up and back. */
const Placeholder = styled.div`
  min-height: 100vh;
`;

/** A lander of the /landers family: the kind picks the layout, the slug its preset. */
export function LanderPage({ kind, routeId }: { kind?: LanderKind; routeId: string }) {
  const params = useParams();
  const requested = kind ?? params.lander ?? '';
  const resolved = isKnownLander(requested) ? requested : FALLBACK_KIND;
  const Kind = lazyKinds[resolved];
  return (
    <Suspense fallback={<Placeholder />}>
      <Kind routeId={routeId} preset={resolvePreset(resolved, params.slug)} />
    </Suspense>
  );
}
