import type { LanderPreset } from '../presets/preset-types';

/** What every lander layout receives: its route id and the preset its slug picked. */
export interface KindProps {
  routeId: string;
  preset: LanderPreset;
}

/** What the lander page gives a lander's chunk: the route id and the slug (the chunk knows its own default). */
export interface LanderRouteProps {
  routeId: string;
  slug: string | undefined;
}
