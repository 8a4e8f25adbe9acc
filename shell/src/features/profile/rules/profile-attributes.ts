// A subpath of its own: the lists load with the pages that show attributes, not with every page.
import { profileAttributeNames, profileAttributeValues } from '@dating/shared-kit/vocabulary';
import type { ProfileAttributeName } from '@dating/shared-kit/vocabulary';

/** The attribute selects and their choices in display order: the kit's one list (the API's slugs). */
export const attributeOptions = profileAttributeValues;
export const attributeNames = profileAttributeNames;
export type AttributeName = ProfileAttributeName;

/** Attributes a member may leave open ("not specified"); gender and sexuality are always set. */
export const optionalAttributes: ReadonlySet<AttributeName> = new Set([
  'relationship_status',
  'hair_colour',
  'eye_colour',
  'body_type',
  'tattoos',
  'reason',
]);
