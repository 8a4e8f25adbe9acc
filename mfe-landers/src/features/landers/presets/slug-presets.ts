import { interestMessages } from './interest-messages';
import { presetMessages } from './preset-messages';
import { isInterestKey } from './interests';
import type { PresetPatch } from './preset-types';

/** City slugs: the country whose members show, and the name as it is written there. */
const cities: Record<string, { city: string; country: string }> = {
  amsterdam: { city: 'Amsterdam', country: 'NL' },
  rotterdam: { city: 'Rotterdam', country: 'NL' },
  utrecht: { city: 'Utrecht', country: 'NL' },
  berlin: { city: 'Berlin', country: 'DE' },
  hamburg: { city: 'Hamburg', country: 'DE' },
  muenchen: { city: 'München', country: 'DE' },
  antwerpen: { city: 'Antwerpen', country: 'BE' },
  wien: { city: 'Wien', country: 'AT' },
};

const women: PresetPatch = {
  headline: presetMessages.women,
  hero: 'woman-b',
  filter: { gender: 'female' },
  prefill: { gender: 'male', looking_for: 'female' },
};
const men: PresetPatch = {
  headline: presetMessages.men,
  hero: 'man-a',
  filter: { gender: 'male' },
  prefill: { gender: 'female', looking_for: 'male' },
};

/** Named slugs every lander understands (audience and niche), in Dutch, German and English spellings. */
const named: Record<string, PresetPatch> = {
  women,
  vrouwen: women,
  frauen: women,
  men,
  mannen: men,
  maenner: men,
  milf: { headline: presetMessages.mature, hero: 'woman-a', filter: { gender: 'female' }, ages: { min: 35, max: 99 } },
  mature: { headline: presetMessages.mature, hero: 'woman-a', filter: { gender: 'female' }, ages: { min: 35, max: 99 } },
  gay: { headline: presetMessages.gay, hero: 'man-a', filter: { gender: 'male' }, prefill: { gender: 'male', looking_for: 'male' } },
};

/**
 * The preset changes a slug asks for, or null for a slug nobody defined (the page then keeps its
 * default, never a "not found"). Besides the named slugs: a city, an age range like "30-45", an interest.
 */
export function presetForSlug(slug: string): PresetPatch | null {
  const key = slug.toLowerCase();
  const namedPatch = named[key];
  if (namedPatch) return namedPatch;
  const city = cities[key];
  if (city) return { headline: presetMessages.city, headlineValues: { city: city.city }, filter: { country: city.country } };
  const ages = /^(\d{2})-(\d{2})$/.exec(key);
  if (ages) {
    const min = Math.max(18, Number(ages[1]));
    const max = Math.min(99, Number(ages[2]));
    if (min <= max) return { headline: presetMessages.ages, headlineValues: { min, max }, ages: { min, max } };
  }
  if (isInterestKey(key)) {
    return { headline: presetMessages.interest, headlineValues: { interest: interestMessages[key] }, interest: key };
  }
  return null;
}
