import { use } from 'react';
import type { DefaultPreset, LanderPreset, PresetPatch } from './preset-types';
import type * as SlugPresetsModule from './slug-presets';

type SlugPresets = typeof SlugPresetsModule;
/** `status`/`value` follow React's thenable protocol once it has arrived (as the kit's catalogues do). */
type SlugPresetsPromise = Promise<SlugPresets> & { status?: 'fulfilled'; value?: SlugPresets };
let slugPresets: SlugPresetsPromise | undefined;

/**
 * The slugs' presets, fetched only for a page with a slug (a lander without one never needs them). The
 * lander page starts it beside the lander's own chunk, so a slug adds no round trip before the first render.
 */
export function loadSlugPresets(): Promise<SlugPresets> {
  if (!slugPresets) {
    const request: SlugPresetsPromise = import('./slug-presets').then(
      (presets) => {
        // use() then reads it without suspending: a later slug page renders at once, without the placeholder.
        request.status = 'fulfilled';
        request.value = presets;
        return presets;
      },
      (error: unknown) => {
        slugPresets = undefined; // the next page with a slug tries again
        throw error;
      },
    );
    slugPresets = request;
  }
  return slugPresets;
}

/** The default, with the slug's changes when the slug is known (an unknown slug keeps the default). */
export function presetWithSlug(base: DefaultPreset, slug: string, patch: PresetPatch | null): LanderPreset {
  if (!patch) return { ...base, slug: null };
  return { ...base, ...patch, filter: { ...base.filter, ...patch.filter }, slug };
}

/** The preset a lander shows for its slug (suspends while the slugs' presets arrive). */
export function useLanderPreset(base: DefaultPreset, slug: string | undefined): LanderPreset {
  if (!slug) return { ...base, slug: null };
  return presetWithSlug(base, slug, use(loadSlugPresets()).presetForSlug(slug));
}
