export const likesTabs = ['received', 'given', 'matches'] as const;
export type LikesTab = (typeof likesTabs)[number];

/** The tab of /likes/:type; a missing or unknown type shows the received likes. */
export function likesTabOf(type: string | undefined): LikesTab {
  return likesTabs.find((tab) => tab === type) ?? 'received';
}
