/** "The members area is the routes members, members-id, chats, likes, likes-m-id and premium." */
export const membersAreaRoutes: ReadonlySet<string> = new Set(['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium']);

export function isMembersArea(routeId: string): boolean {
  return membersAreaRoutes.has(routeId);
}
