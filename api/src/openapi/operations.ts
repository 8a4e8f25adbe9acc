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

/** An operation only a logged-in member may call. */
const member = (operationId: string, summary: string): OperationInfo => ({ operationId, summary, access: 'member' });
/** An operation visitors may call too. */
const anyone = (operationId: string, summary: string): OperationInfo => ({ operationId, summary, access: 'anyone' });
/** An operation only a moderator may call. */
const moderator = (operationId: string, summary: string): OperationInfo => ({ operationId, summary, access: 'moderator' });

/**
 * The name, one-line summary and access of every operation of the OpenAPI document, by "METHOD url". The
 * route schemas hold the shapes; this table holds what a client generator and a reader need besides, in one
 * place. openapi.test.ts checks every route has an entry and that the access is what the API enforces.
 */
export const OPERATIONS: Readonly<Record<string, OperationInfo>> = {
  'GET /api/health': anyone('getHealth', 'Whether the API and its database answer'),
  'GET /api/settings.php': anyone('getSettings', "The site's settings for this domain"),
  'GET /api/companyinfo.php': anyone('getCompanyInfo', "The operating company's details"),
  'GET /api/interests.php': anyone('listInterests', 'The interests a profile can pick'),
  'GET /api/regions.php': anyone('listRegions', "The regions of the site's countries"),
  'GET /api/user.php': anyone('getCurrentUser', 'The logged-in member, or null for a visitor'),
  'POST /api/user.php': anyone('loginOrSubscribePush', 'Log in, or store a push subscription'),
  'PUT /api/user.php': anyone('setLanguage', "Set the visitor's or member's language"),
  'DELETE /api/user.php': member('deleteAccount', "Delete the member's account"),
  'POST /api/signup.php': anyone('signup', 'Create an account and log it in'),
  'GET /api/logout.php': anyone('logout', "End this browser's session"),
  'GET /api/activate.php': anyone('activateAccount', 'Activate an account with its mailed link'),
  'POST /api/activate.php': member('resendActivation', 'Mail a new activation link'),
  'POST /api/reset-password.php': anyone('requestPasswordReset', 'Mail a password reset link'),
  'PUT /api/reset-password.php': anyone('resetPassword', 'Set a new password with a reset token'),
  'POST /api/mail-change.php': member('requestMailChange', 'Mail a confirmation link to a new address'),
  'PUT /api/mail-change.php': anyone('confirmMailChange', 'Confirm a new mail address'),
  'GET /api/reactivate.php': anyone('reactivateAccount', 'Undo a deletion with its mailed link'),
  'GET /api/members.php': anyone('searchMembers', 'Search member profiles'),
  'GET /api/showcase.php': anyone('getShowcase', 'Profiles shown to visitors on the landing pages'),
  'POST /api/like.php': member('like', 'Like a member'),
  'DELETE /api/like.php': member('unlike', 'Take a like back'),
  'GET /api/likes.php': member('listLikes', 'Likes given and received, and matches'),
  'POST /api/likes-seen.php': member('markLikesSeen', 'Mark received likes as seen'),
  'POST /api/block.php': member('block', 'Block a member'),
  'DELETE /api/block.php': member('unblock', 'Lift a block'),
  'GET /api/blocks.php': member('listBlocks', 'The members this member blocked'),
  'GET /api/auto-like.php': member('getAutoLike', 'A profile suggested to like'),
  'GET /api/swipe-game.php': member('getSwipeGame', 'The next profiles of the swipe game'),
  'POST /api/swipe-pass.php': member('swipePass', 'Pass on a profile in the swipe game'),
  'POST /api/swipe-undo.php': member('undoSwipe', 'Undo the last swipe of the day (premium free, else for credits)'),
  'GET /api/visitors.php': member('listVisitors', 'Who viewed my profile (premium), or how many (free)'),
  'GET /api/member.php': anyone('getMemberProfile', "Another member's profile"),
  'GET /api/match-finder.php': member('findMatches', 'Profiles matching the member'),
  'GET /api/profile.php': member('getOwnProfile', "The member's own profile"),
  'PUT /api/profile.php': member('updateOwnProfile', "Change the member's own profile"),
  'POST /api/photos.php': member('uploadPhoto', 'Upload a photo (multipart)'),
  'PUT /api/photos.php': member('setMainPhoto', 'Make a photo the main photo'),
  'DELETE /api/photos.php': member('deletePhoto', 'Delete one of own photos'),
  'GET /api/geocode.php': anyone('geocode', 'The place of a postcode or city'),
  'GET /api/notifications.php': member('getNotificationSettings', "The member's notification settings"),
  'PUT /api/notifications.php': member('updateNotificationSettings', "Change the member's notification settings"),
  'POST /api/mail-events.php': anyone('receiveMailEvents', "The mail provider's bounce and complaint events"),
  'POST /api/unsubscribe.php': anyone('unsubscribeOneClick', 'One-click unsubscribe from mail (RFC 8058)'),
  'GET /api/unsubscribe.php': anyone('unsubscribe', 'Unsubscribe from mail with its link'),
  'POST /api/page-hidden.php': anyone('reportPageHidden', 'The page went to the background (beacon)'),
  'POST /api/complaints.php': anyone('fileComplaint', 'Report a member or a problem'),
  'GET /api/chats.php': member('listChats', "The member's conversations"),
  'GET /api/chat.php': member('getChat', 'The messages of one conversation'),
  'POST /api/chat.php': member('sendMessage', 'Send a message, gift or image'),
  'POST /api/chat-reaction.php': member('reactToMessage', 'React to a message with an emoji (the same again removes it)'),
  'DELETE /api/chat.php': member('deleteChat', 'Delete a conversation'),
  'GET /api/gifts.php': member('listGifts', 'The gifts a member can send'),
  'GET /api/icebreakers.php': member('listIcebreakers', 'Opening lines for a first message'),
  'GET /api/chat-image.php': member('getChatImage', 'The picture of an image message'),
  'GET /api/chat-voice.php': member('getChatVoice', 'The recording of a voice message'),
  'GET /api/discountcode.php': member('getDiscountCode', 'A discount code the member may use'),
  'GET /api/timebonus.php': member('getTimeBonus', "The member's time bonus"),
  'GET /api/credits.php': anyone('listCreditBundles', 'The credit bundles of a country'),
  'GET /api/order-quote.php': member('quoteOrder', 'The server-priced overview of an order'),
  'POST /api/order.php': member('placeOrder', 'Order credits and open the payment'),
  'POST /api/repeat-order.php': member('repeatOrder', 'Repeat the last paid order'),
  'GET /api/transactions.php': member('listTransactions', "The member's orders"),
  'GET /api/boost.php': member('getBoost', "The boost's price, until when one runs, and what the newest one brought"),
  'POST /api/boost.php': member('startBoost', 'Stand first in search and the swipe stack for 30 minutes, for credits'),
  'GET /api/credit-statement.php': member('getCreditStatement', "The member's credits in and out with the running balance (or CSV)"),
  'POST /api/payment-webhook.php': anyone('receivePaymentWebhook', "The payment provider's status change"),
  'POST /api/directdebit.php': member('requestDirectDebit', 'Enter a direct-debit mandate (sends an SMS code)'),
  'POST /api/directdebit-code.php': member('confirmDirectDebit', 'Confirm a mandate with its SMS code'),
  'POST /api/directdebit-resend.php': member('resendDirectDebitCode', 'Send another SMS code'),
  'GET /api/sandbox-checkout.php': anyone('showSandboxCheckout', "The sandbox provider's checkout page"),
  'POST /api/sandbox-checkout.php': anyone('settleSandboxPayment', 'Settle a sandbox payment and return'),
  'GET /api/realtime': member('openRealtimeSocket', "The WebSocket of the member's live events"),
  'POST /api/report.php': member('report', 'Report a member, message or photo to the moderators'),
  'GET /api/moderation/photos.php': moderator('listPhotosToModerate', 'Photos under inspection'),
  'POST /api/moderation/photo.php': moderator('decidePhoto', 'Approve or reject a photo'),
  'GET /api/moderation/reports.php': moderator('listOpenReports', 'Open reports with context'),
  'POST /api/moderation/report.php': moderator('decideReport', 'Dismiss a report, or warn, suspend or ban the member'),
  'GET /api/warnings.php': member('listWarnings', "The moderators' warnings the member has not acknowledged"),
  'POST /api/warnings.php': member('acknowledgeWarning', 'Acknowledge a warning'),
  'GET /api/moderation/flags.php': moderator('listFlaggedMessages', 'Flagged messages sent anyway, with context'),
  'POST /api/moderation/flag.php': moderator('decideFlag', 'Dismiss a flagged message, or warn, suspend or ban its sender'),
  'GET /api/moderation/fictional-profiles.php': moderator('listFictionalProfiles', 'Profiles flagged as fictional, with every open flag'),
  'POST /api/moderation/fictional-profile.php': moderator(
    'decideFictionalProfile',
    'Dismiss the flags on a profile, or warn, suspend or ban the member',
  ),
  'GET /api/moderation/decisions.php': moderator('listModerationDecisions', 'The audit of decisions'),
  'GET /api/verification.php': member('getVerification', "The member's selfie verification"),
  'POST /api/verification-pose.php': member('askVerificationPose', 'Pick the pose a verification selfie copies'),
  'POST /api/verification-selfie.php': member('uploadVerificationSelfie', 'Upload a verification selfie (multipart)'),
  'GET /api/moderation/verifications.php': moderator('listVerifications', 'Verification selfies, best face match first'),
  'GET /api/moderation/verification-selfie.php': moderator('getVerificationSelfie', 'The picture of a verification selfie'),
  'POST /api/moderation/verification.php': moderator('decideVerification', 'Confirm or reject a verification selfie'),
};
