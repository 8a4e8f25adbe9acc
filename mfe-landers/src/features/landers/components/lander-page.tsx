import { Suspense } from 'react';
import { useParams } from '@dating/shared-kit';
import { isKnownLander, type LanderKind } from '../lander-kinds';
import { lazyKinds } from '../kinds/lazy-kinds';
import { ChunkPlaceholder } from './chunk-placeholder';
import { loadSlugPresets } from '../presets/lander-preset';

/** A lander kind this build does not know (a link made for a newer build) shows the gallery, never a 404. */
export const FALLBACK_KIND: LanderKind = 'gallery';

/** A lander of the /landers family: the kind picks the layout, the slug its preset. */
export function LanderPage({ kind, routeId }: { kind?: LanderKind; routeId: string }) {
  const params = useParams();
  const requested = kind ?? params.lander ?? '';
  const resolved = isKnownLander(requested) ? requested : FALLBACK_KIND;
  // tinderswipe takes no slug.
  const slug = resolved === 'tinderswipe' ? undefined : params.slug;
  // Fetched beside the lander's chunk, not after it: a slug adds no round trip before the first render.
  if (slug) void loadSlugPresets();
  const Kind = lazyKinds[resolved];
  return (
    <Suspense fallback={<ChunkPlaceholder />}>
      <Kind routeId={routeId} slug={slug} />
    </Suspense>
  );
}
