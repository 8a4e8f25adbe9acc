/** The lander kinds of spec section 2 that take an optional slug. */
export const slugLanderKinds = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

export const landerKinds = ['tinderswipe', ...slugLanderKinds] as const;

export function isKnownLander(kind: string): boolean {
  return (landerKinds as readonly string[]).includes(kind);
}
