import type { OwnProfile } from '@dating/shared-kit';

type Values<K extends keyof OwnProfile> = readonly NonNullable<OwnProfile[K]>[];

/**
 * Choices of the attribute selects, in display order. They mirror api/src/contracts/profile-attributes.ts
 * (values cannot cross the import boundary, only types); `satisfies` fails the build on a value the API
 * does not know. (The contract's nullable attributes are typed `string | null`, so only gender and sexuality
 * are checked value by value.)
 */
export const attributeOptions = {
  gender: ['male', 'female'],
  sexuality: ['hetero', 'gay', 'lesbian', 'bi'],
  relationship_status: ['single', 'divorced', 'widowed', 'separated', 'in_relationship'],
  hair_colour: ['blond', 'brown', 'black', 'red', 'grey', 'bald'],
  eye_colour: ['blue', 'brown', 'green', 'grey', 'hazel'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'large'],
  tattoos: ['none', 'one', 'some', 'many'],
  reason: ['relationship', 'friendship', 'chat', 'casual', 'see_what_happens'],
} as const satisfies { [K in AttributeName]: Values<K> };

export type AttributeName =
  | 'gender'
  | 'sexuality'
  | 'relationship_status'
  | 'hair_colour'
  | 'eye_colour'
  | 'body_type'
  | 'tattoos'
  | 'reason';

/** Attributes a member may leave open ("not specified"); gender and sexuality are always set. */
export const optionalAttributes: ReadonlySet<AttributeName> = new Set([
  'relationship_status',
  'hair_colour',
  'eye_colour',
  'body_type',
  'tattoos',
  'reason',
]);
