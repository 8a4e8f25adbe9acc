import { Type, type Static } from 'typebox';

export const HealthResponse = Type.Object({ ok: Type.Literal(true) });
export type HealthResponse = Static<typeof HealthResponse>;
