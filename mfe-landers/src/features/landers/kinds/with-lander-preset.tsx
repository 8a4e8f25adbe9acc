import type { ComponentType } from 'react';
import { useLanderPreset } from '../presets/lander-preset';
import type { DefaultPreset } from '../presets/preset-types';
import type { KindProps, LanderRouteProps } from './kind-props';

/** A lander's layout on its own default preset, which the route's slug may change. */
export function withLanderPreset(base: DefaultPreset, Layout: ComponentType<KindProps>): ComponentType<LanderRouteProps> {
  function LanderKind({ routeId, slug }: LanderRouteProps) {
    return <Layout routeId={routeId} preset={useLanderPreset(base, slug)} />;
  }
  LanderKind.displayName = `LanderKind(${Layout.displayName ?? Layout.name})`;
  return LanderKind;
}
