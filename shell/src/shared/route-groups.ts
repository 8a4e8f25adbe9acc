/** Route ids that several of the shell's rules treat alike, each group written once. */

/** One conversation: its composer owns the bottom of the screen. */
export const conversationRouteIds = ['chats-id', 'members-id-chat'] as const;

/** The sign-up pages (mfe-signup's route family), whose own step bar owns the screen. */
export const signupRouteIds = ['signup', 'signup-matches', 'complete-signup', 'members-id-signup'] as const;
