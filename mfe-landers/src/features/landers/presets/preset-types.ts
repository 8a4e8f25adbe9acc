import type { MessageDescriptor } from 'react-intl';
import type { ShowcaseArgs } from '@dating/shared-kit';
import type { HeroKey } from '../hero/hero-pictures';
import type { InterestKey } from './interests';

export type Gender = 'male' | 'female';

/** What a slug decides on a lander: its headline, hero picture and which members it shows. */
export interface LanderPreset {
  /** The slug that picked this preset; null for the lander's default. */
  slug: string | null;
  headline: MessageDescriptor;
  /** Placeholders of the headline; a message descriptor is translated first (an interest's name). */
  headlineValues?: Record<string, string | number | MessageDescriptor>;
  hero: HeroKey;
  /** Members shown: sent to showcase.php (gender, country, region). */
  filter: ShowcaseArgs;
  /** Ages are filtered on the page: showcase.php has no age filter. */
  ages?: { min: number; max: number };
  /** The interest the page starts on (iconslanding). */
  interest?: InterestKey;
  /** Prefills sign-up step 0 ("I am / looking for"). */
  prefill?: { gender: Gender; looking_for: Gender };
}

/** A slug's changes to the lander's default preset. */
export type PresetPatch = Partial<Omit<LanderPreset, 'slug'>>;

/** A lander's preset without a slug: its own headline, hero and audience (kinds/*-defaults.ts). */
export type DefaultPreset = Omit<LanderPreset, 'slug'>;

/** The audience most landers default to: women shown to men looking for women (sign-up step 0 prefilled so). */
export function womenPreset(headline: MessageDescriptor, hero: HeroKey): DefaultPreset {
  return { headline, hero, filter: { gender: 'female' }, prefill: { gender: 'male', looking_for: 'female' } };
}
