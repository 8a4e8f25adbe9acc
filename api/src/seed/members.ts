import type { Locale } from '../contracts/common.ts';
import {
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  REASONS,
  RELATIONSHIP_STATUSES,
  TATTOO_OPTIONS,
  type Gender,
  type Sexuality,
} from '../contracts/vocabulary/profile-attributes.ts';
import type { Prng } from './prng.ts';
import { ABOUT_TEXTS } from './data/about-texts.ts';
import type { CountrySeed } from './data/countries.ts';
import { FIRST_NAMES } from './data/first-names.ts';

export interface RegionRef {
  id: number;
  name: string;
}

export interface MemberSeed {
  id: number;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  birthdate: string;
  country: string;
  regionId: number | null;
  relationshipStatus: string;
  hairColour: string;
  eyeColour: string;
  bodyType: string;
  tattoos: string;
  reason: string;
  about: string;
  language: Locale;
  fictional: boolean;
  invisible: boolean;
  status: 'active' | 'not_confirmed';
  paidUser: boolean;
  credits: number;
  createdAt: string;
  lastActiveAt: string;
}

const DAY_MS = 86_400_000;

/** Ages cluster around 25-50, as on real dating sites, but cover 18-75. */
function pickAge(prng: Prng): number {
  return prng.weighted([
    [prng.int(18, 24), 15],
    [prng.int(25, 34), 30],
    [prng.int(35, 49), 32],
    [prng.int(50, 64), 17],
    [prng.int(65, 75), 6],
  ]);
}

function pickSexuality(prng: Prng, gender: Gender): Sexuality {
  const roll = prng.next();
  if (roll < 0.86) return 'hetero';
  if (roll < 0.94) return 'bi';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** One demo member; `now` is fixed by the caller so the same seed gives the same dates within a run. */
export function generateMember(prng: Prng, id: number, country: CountrySeed, regions: readonly RegionRef[], now: number): MemberSeed {
  const gender: Gender = prng.chance(0.55) ? 'female' : 'male';
  const language = prng.pick(country.locales);
  const firstName = prng.pick(FIRST_NAMES[language][gender]);
  // A digit suffix now and then, as people do when their name is taken.
  const name = prng.chance(0.3) ? `${firstName}${prng.int(1, 99)}` : firstName;
  const age = pickAge(prng);
  const birth = new Date(now - (age * 365.25 + prng.int(1, 360)) * DAY_MS);
  const region = regions.length ? prng.pick(regions) : null;
  const createdAt = now - prng.int(0, 730) * DAY_MS - prng.int(0, DAY_MS);
  const about = prng
    .pick(ABOUT_TEXTS[language])
    .replace('{age}', String(age))
    .replace('{region}', region?.name ?? country.name);
  const paidUser = prng.chance(0.15);

  return {
    id,
    name,
    gender,
    sexuality: pickSexuality(prng, gender),
    birthdate: birth.toISOString().slice(0, 10),
    country: country.code,
    regionId: region?.id ?? null,
    relationshipStatus: prng.weighted(RELATIONSHIP_STATUSES.map((status, i) => [status, i === 0 ? 6 : 1] as const)),
    hairColour: gender === 'female' ? prng.pick(HAIR_COLOURS.filter((hair) => hair !== 'bald')) : prng.pick(HAIR_COLOURS),
    eyeColour: prng.pick(EYE_COLOURS),
    bodyType: prng.pick(BODY_TYPES),
    tattoos: prng.pick(TATTOO_OPTIONS),
    reason: prng.pick(REASONS),
    about,
    language,
    fictional: prng.chance(0.1),
    invisible: prng.chance(0.03),
    status: prng.chance(0.05) ? 'not_confirmed' : 'active',
    paidUser,
    credits: paidUser ? prng.int(0, 120) : prng.int(0, 10),
    createdAt: new Date(createdAt).toISOString(),
    lastActiveAt: new Date(Math.max(createdAt, now - prng.int(0, 30 * 24 * 60) * 60_000)).toISOString(),
  };
}
