/**
 * The default layout's own parts (top bar, tab bar, banners) and the remotes' modals as one chunk. The layout
 * and the early preload (routing/preload-route-parts.ts) call the same import, so both wait for one download.
 */
export const loadDefaultLayoutParts = () => import('./default-layout-parts');
