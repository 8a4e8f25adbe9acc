import type { LanderKind } from '../lander-kinds';
import { kindMessages } from '../messages';
import type { LanderPreset } from './preset-types';
import { presetForSlug } from './slug-presets';

type DefaultPreset = Omit<LanderPreset, 'slug'>;
const toWomen = { gender: 'male', looking_for: 'female' } as const;

/** Each lander's default: its own headline and hero, and the members it shows without a slug. */
export const defaultPresets: Record<LanderKind, DefaultPreset> = {
  alonetonight: { headline: kindMessages.alonetonightTitle, hero: 'woman-a', filter: { gender: 'female' }, prefill: toWomen },
  collagelanding: { headline: kindMessages.collagelandingTitle, hero: 'woman-b', filter: {} },
  gallery: { headline: kindMessages.galleryTitle, hero: 'woman-b', filter: { gender: 'female' }, prefill: toWomen },
  iconslanding: { headline: kindMessages.iconslandingTitle, hero: 'woman-a', filter: {}, interest: 'travel' },
  maplanding: { headline: kindMessages.maplandingTitle, hero: 'woman-b', filter: {} },
  socialnetwork: { headline: kindMessages.socialnetworkTitle, hero: 'man-a', filter: {} },
  transitionsvideolanding: { headline: kindMessages.transitionsTitle, hero: 'woman-a', filter: {} },
  video: { headline: kindMessages.videoTitle, hero: 'woman-b', filter: { gender: 'female' }, prefill: toWomen },
  tinderswipe: { headline: kindMessages.tinderswipeTitle, hero: 'woman-a', filter: { gender: 'female' }, prefill: toWomen },
};

/** The preset a lander shows for its slug: the default, with the slug's changes when the slug is known. */
export function resolvePreset(kind: LanderKind, slug: string | undefined): LanderPreset {
  const base = defaultPresets[kind];
  // tinderswipe takes no slug (spec 2).
  const patch = slug && kind !== 'tinderswipe' ? presetForSlug(slug) : null;
  if (!patch) return { ...base, slug: null };
  return { ...base, ...patch, filter: { ...base.filter, ...patch.filter }, slug: slug ?? null };
}
