import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LanderKind } from '../lander-kinds';
import type { LanderRouteProps } from './kind-props';

/**
 * One chunk per lander: a visitor on /landers/video downloads the video lander's code, texts and default
 * preset and no other's
 * (landers are the entry pages of paid traffic, so their JS before first render must stay the smallest).
 */
export const lazyKinds: Record<LanderKind, LazyExoticComponent<ComponentType<LanderRouteProps>>> = {
  alonetonight: lazy(() => import('./alonetonight')),
  collagelanding: lazy(() => import('./collagelanding')),
  gallery: lazy(() => import('./gallery')),
  iconslanding: lazy(() => import('./iconslanding')),
  maplanding: lazy(() => import('./maplanding')),
  socialnetwork: lazy(() => import('./socialnetwork')),
  transitionsvideolanding: lazy(() => import('./transitionsvideolanding')),
  video: lazy(() => import('./video')),
  tinderswipe: lazy(() => import('./tinderswipe')),
};
