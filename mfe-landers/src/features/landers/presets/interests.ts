export const interestKeys = ['travel', 'music', 'cooking', 'sports', 'movies', 'dancing'] as const;
export type InterestKey = (typeof interestKeys)[number];

export function isInterestKey(value: string): value is InterestKey {
  return (interestKeys as readonly string[]).includes(value);
}
