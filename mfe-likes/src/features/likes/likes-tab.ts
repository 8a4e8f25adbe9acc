/** The views of /likes/:type; visitors (who viewed my profile) is its own lazily loaded feature. */
export const likesTabs = ['received', 'given', 'matches', 'visitors'] as const;
export type LikesTab = (typeof likesTabs)[number];

/** The tab of /likes/:type; a missing or unknown type shows the received likes. */
export function likesTabOf(type: string | undefined): LikesTab {
  return likesTabs.find((tab) => tab === type) ?? 'received';
}
