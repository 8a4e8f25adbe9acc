import { Type, type Static } from 'typebox';

export const Interest = Type.Object({
  id: Type.Integer(),
  /** Also the icon name and the i18n key suffix ('exchanging_pictures'). */
  slug: Type.String({ pattern: '^[a-z_]+$' }),
});
export type Interest = Static<typeof Interest>;

export const InterestsResponse = Type.Object({ interests: Type.Array(Interest) });
export type InterestsResponse = Static<typeof InterestsResponse>;
