/**
 * Allowed values of the member profile attributes. They are slugs: the front end
 * translates them ('profile.hair_colour.blond') and search filters send them back unchanged.
 */
export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'separated', 'in_relationship'] as const;
export const HAIR_COLOURS = ['blond', 'brown', 'black', 'red', 'grey', 'bald'] as const;
export const EYE_COLOURS = ['blue', 'brown', 'green', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'large'] as const;
export const TATTOO_OPTIONS = ['none', 'one', 'some', 'many'] as const;
export const REASONS = ['relationship', 'friendship', 'chat', 'casual', 'see_what_happens'] as const;

/** The attributes a member may leave open ("not specified"), in display order. */
export const OPTIONAL_PROFILE_ATTRIBUTES = ['relationship_status', 'hair_colour', 'eye_colour', 'body_type', 'tattoos', 'reason'] as const;
/** Every single-choice profile attribute in display order: gender and sexuality are always set. */
export const PROFILE_ATTRIBUTES = ['gender', 'sexuality', ...OPTIONAL_PROFILE_ATTRIBUTES] as const;

export type Gender = (typeof GENDERS)[number];
export type Sexuality = (typeof SEXUALITIES)[number];
