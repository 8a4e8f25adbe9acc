/** Every lander kind the landers remote serves at /landers/<kind>, for the journeys that visit them all. */
export const landerKinds = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
  'tinderswipe',
] as const;
