import { slugLanderKinds } from '@dating/shared-kit';

// The kinds with a slug are part of the route contract the shell knows before this remote loads: one list.
export { slugLanderKinds };

export const landerKinds = ['tinderswipe', ...slugLanderKinds] as const;
export type LanderKind = (typeof landerKinds)[number];

export function isKnownLander(kind: string): kind is LanderKind {
  return (landerKinds as readonly string[]).includes(kind);
}
