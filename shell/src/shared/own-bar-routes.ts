/**
 * Routes whose page brings its own bars and needs the room for them: a conversation (its composer owns the bottom)
 * and the sign-up steps. Neither the phone tab bar nor a site banner shows on them.
 */
export const ownBarRoutes = ['chats-id', 'members-id-chat', 'signup', 'signup-matches', 'complete-signup', 'members-id-signup'] as const;
