import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  REASONS,
  SEXUALITIES,
  TATTOO_OPTIONS,
} from '@dating/api/contracts/vocabulary/profile-attributes';

/**
 * The single-choice profile attributes with their values (the API's slugs), in display order: the own
 * profile's selects (shell), the sign-up chips (mfe-signup) and the profile view (mfe-search) read them here.
 */
export const profileAttributeValues = {
  gender: GENDERS,
  sexuality: SEXUALITIES,
  relationship_status: RELATIONSHIP_STATUSES,
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  tattoos: TATTOO_OPTIONS,
  reason: REASONS,
} as const;

export type ProfileAttributeName = keyof typeof profileAttributeValues;

/** The attribute names in display order. */
export const profileAttributeNames = Object.keys(profileAttributeValues) as ProfileAttributeName[];
