/**
 * Who may call an operation. member: a logged-in member only (requireMember answers a visitor 403
 * authentication_required); moderator: a logged-in member with the moderator role (others 403
 * moderator_required); anyone: visitors too (the session cookie, when sent, is read).
 */
export type Access = 'member' | 'moderator' | 'anyone';

export interface OperationInfo {
  operationId: string;
  summary: string;
  access: Access;
}

/**
 * The name, one-line summary and access of every operation of the OpenAPI document, by "METHOD url". The
 * route schemas hold the shapes; this table holds what a client generator and a reader need besides, in one
 * place. openapi.test.ts checks every route has an entry and that the access is what the API enforces.
 */
export const OPERATIONS: Readonly<Record<string, OperationInfo>> = {
  'GET /api/health': { operationId: 'getHealth', summary: 'Whether the API and its database answer', access: 'anyone' },
  'GET /api/settings.php': { operationId: 'getSettings', summary: "The site's settings for this domain", access: 'anyone' },
  'GET /api/companyinfo.php': { operationId: 'getCompanyInfo', summary: "The operating company's details", access: 'anyone' },
  'GET /api/interests.php': { operationId: 'listInterests', summary: 'The interests a profile can pick', access: 'anyone' },
  'GET /api/regions.php': { operationId: 'listRegions', summary: "The regions of the site's countries", access: 'anyone' },
  'GET /api/user.php': { operationId: 'getCurrentUser', summary: 'The logged-in member, or null for a visitor', access: 'anyone' },
  'POST /api/user.php': { operationId: 'loginOrSubscribePush', summary: 'Log in, or store a push subscription', access: 'anyone' },
  'PUT /api/user.php': { operationId: 'setLanguage', summary: "Set the visitor's or member's language", access: 'anyone' },
  'DELETE /api/user.php': { operationId: 'deleteAccount', summary: "Delete the member's account", access: 'member' },
  'POST /api/signup.php': { operationId: 'signup', summary: 'Create an account and log it in', access: 'anyone' },
  'GET /api/logout.php': { operationId: 'logout', summary: "End this browser's session", access: 'anyone' },
  'GET /api/activate.php': { operationId: 'activateAccount', summary: 'Activate an account with its mailed link', access: 'anyone' },
  'POST /api/activate.php': { operationId: 'resendActivation', summary: 'Mail a new activation link', access: 'member' },
  'POST /api/reset-password.php': { operationId: 'requestPasswordReset', summary: 'Mail a password reset link', access: 'anyone' },
  'PUT /api/reset-password.php': { operationId: 'resetPassword', summary: 'Set a new password with a reset token', access: 'anyone' },
  'POST /api/mail-change.php': { operationId: 'requestMailChange', summary: 'Mail a confirmation link to a new address', access: 'member' },
  'PUT /api/mail-change.php': { operationId: 'confirmMailChange', summary: 'Confirm a new mail address', access: 'anyone' },
  'GET /api/reactivate.php': { operationId: 'reactivateAccount', summary: 'Undo a deletion with its mailed link', access: 'anyone' },
  'GET /api/members.php': { operationId: 'searchMembers', summary: 'Search member profiles', access: 'anyone' },
  'GET /api/showcase.php': { operationId: 'getShowcase', summary: 'Profiles shown to visitors on the landing pages', access: 'anyone' },
  'POST /api/like.php': { operationId: 'like', summary: 'Like a member', access: 'member' },
  'DELETE /api/like.php': { operationId: 'unlike', summary: 'Take a like back', access: 'member' },
  'GET /api/likes.php': { operationId: 'listLikes', summary: 'Likes given and received, and matches', access: 'member' },
  'POST /api/likes-seen.php': { operationId: 'markLikesSeen', summary: 'Mark received likes as seen', access: 'member' },
  'POST /api/block.php': { operationId: 'block', summary: 'Block a member', access: 'member' },
  'DELETE /api/block.php': { operationId: 'unblock', summary: 'Lift a block', access: 'member' },
  'GET /api/blocks.php': { operationId: 'listBlocks', summary: 'The members this member blocked', access: 'member' },
  'GET /api/auto-like.php': { operationId: 'getAutoLike', summary: 'A profile suggested to like', access: 'member' },
  'GET /api/swipe-game.php': { operationId: 'getSwipeGame', summary: 'The next profiles of the swipe game', access: 'member' },
  'POST /api/swipe-pass.php': { operationId: 'swipePass', summary: 'Pass on a profile in the swipe game', access: 'member' },
  'GET /api/member.php': { operationId: 'getMemberProfile', summary: "Another member's profile", access: 'anyone' },
  'GET /api/match-finder.php': { operationId: 'findMatches', summary: 'Profiles matching the member', access: 'member' },
  'GET /api/profile.php': { operationId: 'getOwnProfile', summary: "The member's own profile", access: 'member' },
  'PUT /api/profile.php': { operationId: 'updateOwnProfile', summary: "Change the member's own profile", access: 'member' },
  'POST /api/photos.php': { operationId: 'uploadPhoto', summary: 'Upload a photo (multipart)', access: 'member' },
  'PUT /api/photos.php': { operationId: 'setMainPhoto', summary: 'Make a photo the main photo', access: 'member' },
  'DELETE /api/photos.php': { operationId: 'deletePhoto', summary: 'Delete one of own photos', access: 'member' },
  'GET /api/geocode.php': { operationId: 'geocode', summary: 'The place of a postcode or city', access: 'anyone' },
  'GET /api/notifications.php': { operationId: 'getNotificationSettings', summary: "The member's notification settings", access: 'member' },
  'PUT /api/notifications.php': {
    operationId: 'updateNotificationSettings',
    summary: "Change the member's notification settings",
    access: 'member',
  },
  'POST /api/mail-events.php': {
    operationId: 'receiveMailEvents',
    summary: "The mail provider's bounce and complaint events",
    access: 'anyone',
  },
  'POST /api/unsubscribe.php': {
    operationId: 'unsubscribeOneClick',
    summary: 'One-click unsubscribe from mail (RFC 8058)',
    access: 'anyone',
  },
  'GET /api/unsubscribe.php': { operationId: 'unsubscribe', summary: 'Unsubscribe from mail with its link', access: 'anyone' },
  'POST /api/page-hidden.php': { operationId: 'reportPageHidden', summary: 'The page went to the background (beacon)', access: 'anyone' },
  'POST /api/complaints.php': { operationId: 'fileComplaint', summary: 'Report a member or a problem', access: 'anyone' },
  'GET /api/chats.php': { operationId: 'listChats', summary: "The member's conversations", access: 'member' },
  'GET /api/chat.php': { operationId: 'getChat', summary: 'The messages of one conversation', access: 'member' },
  'POST /api/chat.php': { operationId: 'sendMessage', summary: 'Send a message, gift or image', access: 'member' },
  'DELETE /api/chat.php': { operationId: 'deleteChat', summary: 'Delete a conversation', access: 'member' },
  'GET /api/gifts.php': { operationId: 'listGifts', summary: 'The gifts a member can send', access: 'member' },
  'GET /api/icebreakers.php': { operationId: 'listIcebreakers', summary: 'Opening lines for a first message', access: 'member' },
  'GET /api/chat-image.php': { operationId: 'getChatImage', summary: 'The picture of an image message', access: 'member' },
  'GET /api/discountcode.php': { operationId: 'getDiscountCode', summary: 'A discount code the member may use', access: 'member' },
  'GET /api/timebonus.php': { operationId: 'getTimeBonus', summary: "The member's time bonus", access: 'member' },
  'GET /api/credits.php': { operationId: 'listCreditBundles', summary: 'The credit bundles of a country', access: 'anyone' },
  'GET /api/order-quote.php': { operationId: 'quoteOrder', summary: 'The server-priced overview of an order', access: 'member' },
  'POST /api/order.php': { operationId: 'placeOrder', summary: 'Order credits and open the payment', access: 'member' },
  'POST /api/repeat-order.php': { operationId: 'repeatOrder', summary: 'Repeat the last paid order', access: 'member' },
  'GET /api/transactions.php': { operationId: 'listTransactions', summary: "The member's orders", access: 'member' },
  'POST /api/payment-webhook.php': {
    operationId: 'receivePaymentWebhook',
    summary: "The payment provider's status change",
    access: 'anyone',
  },
  'POST /api/directdebit.php': {
    operationId: 'requestDirectDebit',
    summary: 'Enter a direct-debit mandate (sends an SMS code)',
    access: 'member',
  },
  'POST /api/directdebit-code.php': { operationId: 'confirmDirectDebit', summary: 'Confirm a mandate with its SMS code', access: 'member' },
  'POST /api/directdebit-resend.php': { operationId: 'resendDirectDebitCode', summary: 'Send another SMS code', access: 'member' },
  'GET /api/sandbox-checkout.php': {
    operationId: 'showSandboxCheckout',
    summary: "The sandbox provider's checkout page",
    access: 'anyone',
  },
  'POST /api/sandbox-checkout.php': {
    operationId: 'settleSandboxPayment',
    summary: 'Settle a sandbox payment and return',
    access: 'anyone',
  },
  'GET /api/realtime': { operationId: 'openRealtimeSocket', summary: "The WebSocket of the member's live events", access: 'member' },
  'POST /api/report.php': { operationId: 'report', summary: 'Report a member, message or photo to the moderators', access: 'member' },
  'GET /api/moderation/photos.php': { operationId: 'listPhotosToModerate', summary: 'Photos under inspection', access: 'moderator' },
  'POST /api/moderation/photo.php': { operationId: 'decidePhoto', summary: 'Approve or reject a photo', access: 'moderator' },
  'GET /api/moderation/reports.php': { operationId: 'listOpenReports', summary: 'Open reports with context', access: 'moderator' },
  'POST /api/moderation/report.php': {
    operationId: 'decideReport',
    summary: 'Dismiss a report, or warn, suspend or ban the member',
    access: 'moderator',
  },
  'GET /api/moderation/decisions.php': { operationId: 'listModerationDecisions', summary: 'The audit of decisions', access: 'moderator' },
};
