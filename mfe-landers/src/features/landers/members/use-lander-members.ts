import { useKitGetShowcaseQuery, type ShowcaseMember } from '@dating/shared-kit';
import type { LanderPreset } from '../presets/preset-types';

/** Fetched once per filter; the page picks from these (ages are filtered here, not by the API). */
const FETCHED = 24;

export interface LanderMembers {
  members: ShowcaseMember[];
  /** True until the first answer: the page keeps its reserved boxes meanwhile. */
  loading: boolean;
}

/** Real members with a photo for the preset's audience; never blocks the hero (it has its own URL). */
export function useLanderMembers(preset: LanderPreset, count: number): LanderMembers {
  const { data, isLoading } = useKitGetShowcaseQuery({ ...preset.filter, limit: FETCHED });
  const all = data?.members ?? [];
  const { ages } = preset;
  const fitting = ages ? all.filter((member) => member.age >= ages.min && member.age <= ages.max) : all;
  // An age slug with too few matches still fills the page with the audience rather than leave holes.
  const members = (fitting.length >= count ? fitting : [...fitting, ...all.filter((m) => !fitting.includes(m))]).slice(0, count);
  return { members, loading: isLoading };
}
