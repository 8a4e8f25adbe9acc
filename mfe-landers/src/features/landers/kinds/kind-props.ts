import type { LanderPreset } from '../presets/preset-types';

/** What every lander layout receives from the route: its id and the preset its slug picked. */
export interface KindProps {
  routeId: string;
  preset: LanderPreset;
}
