// Generated from api/openapi/openapi.json by `pnpm --filter ./api run openapi`: do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the API and its database answer */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's settings for this domain */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companyinfo.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operating company's details */
        get: operations["getCompanyInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interests.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The interests a profile can pick */
        get: operations["listInterests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The regions of the site's countries */
        get: operations["listRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in member, or null for a visitor */
        get: operations["getCurrentUser"];
        /** Set the visitor's or member's language */
        put: operations["setLanguage"];
        /** Log in, or store a push subscription */
        post: operations["loginOrSubscribePush"];
        /** Delete the member's account */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and log it in */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** End this browser's session */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activate.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activate an account with its mailed link */
        get: operations["activateAccount"];
        put?: never;
        /** Mail a new activation link */
        post: operations["resendActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a new password with a reset token */
        put: operations["resetPassword"];
        /** Mail a password reset link */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-change.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Confirm a new mail address */
        put: operations["confirmMailChange"];
        /** Mail a confirmation link to a new address */
        post: operations["requestMailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reactivate.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Undo a deletion with its mailed link */
        get: operations["reactivateAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search member profiles */
        get: operations["searchMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/showcase.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profiles shown to visitors on the landing pages */
        get: operations["getShowcase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/like.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a member */
        post: operations["like"];
        /** Take a like back */
        delete: operations["unlike"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/likes.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Likes given and received, and matches */
        get: operations["listLikes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/likes-seen.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark received likes as seen */
        post: operations["markLikesSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/block.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block a member */
        post: operations["block"];
        /** Lift a block */
        delete: operations["unblock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members this member blocked */
        get: operations["listBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto-like.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile suggested to like */
        get: operations["getAutoLike"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swipe-game.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next profiles of the swipe game */
        get: operations["getSwipeGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swipe-pass.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pass on a profile in the swipe game */
        post: operations["swipePass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/swipe-undo.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo the last swipe of the day (premium free, else for credits) */
        post: operations["undoSwipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Another member's profile */
        get: operations["getMemberProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/match-finder.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profiles matching the member */
        get: operations["findMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visitors.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who viewed my profile (premium), or how many (free) */
        get: operations["listVisitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's own profile */
        get: operations["getOwnProfile"];
        /** Change the member's own profile */
        put: operations["updateOwnProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a photo the main photo */
        put: operations["setMainPhoto"];
        /** Upload a photo (multipart) */
        post: operations["uploadPhoto"];
        /** Delete one of own photos */
        delete: operations["deletePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geocode.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The place of a postcode or city */
        get: operations["geocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's notification settings */
        get: operations["getNotificationSettings"];
        /** Change the member's notification settings */
        put: operations["updateNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-events.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The mail provider's bounce and complaint events */
        post: operations["receiveMailEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unsubscribe from mail with its link */
        get: operations["unsubscribe"];
        put?: never;
        /** One-click unsubscribe from mail (RFC 8058) */
        post: operations["unsubscribeOneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/page-hidden.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The page went to the background (beacon) */
        post: operations["reportPageHidden"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/complaints.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a member or a problem */
        post: operations["fileComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's conversations */
        get: operations["listChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages of one conversation */
        get: operations["getChat"];
        put?: never;
        /** Send a message, gift or image */
        post: operations["sendMessage"];
        /** Delete a conversation */
        delete: operations["deleteChat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-reaction.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** React to a message with an emoji (the same again removes it) */
        post: operations["reactToMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gifts.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gifts a member can send */
        get: operations["listGifts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/icebreakers.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opening lines for a first message */
        get: operations["listIcebreakers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-image.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The picture of an image message */
        get: operations["getChatImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-voice.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The recording of a voice message */
        get: operations["getChatVoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a member, message or photo to the moderators */
        post: operations["report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warnings.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The moderators' warnings the member has not acknowledged */
        get: operations["listWarnings"];
        put?: never;
        /** Acknowledge a warning */
        post: operations["acknowledgeWarning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/verifications.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verification selfies, best face match first */
        get: operations["listVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/verification-selfie.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The picture of a verification selfie */
        get: operations["getVerificationSelfie"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/verification.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm or reject a verification selfie */
        post: operations["decideVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/fictional-profiles.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profiles flagged as fictional, with every open flag */
        get: operations["listFictionalProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/fictional-profile.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss the flags on a profile, or warn, suspend or ban the member */
        post: operations["decideFictionalProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/photos.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photos under inspection */
        get: operations["listPhotosToModerate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/photo.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject a photo */
        post: operations["decidePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open reports with context */
        get: operations["listOpenReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/report.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a report, or warn, suspend or ban the member */
        post: operations["decideReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/flags.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flagged messages sent anyway, with context */
        get: operations["listFlaggedMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/flag.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a flagged message, or warn, suspend or ban its sender */
        post: operations["decideFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/decisions.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit of decisions */
        get: operations["listModerationDecisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's selfie verification */
        get: operations["getVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-pose.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pick the pose a verification selfie copies */
        post: operations["askVerificationPose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-selfie.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a verification selfie (multipart) */
        post: operations["uploadVerificationSelfie"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discountcode.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A discount code the member may use */
        get: operations["getDiscountCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timebonus.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's time bonus */
        get: operations["getTimeBonus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-statement.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's credits in and out with the running balance (or CSV) */
        get: operations["getCreditStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/boost.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The boost's price, until when one runs, and what the newest one brought */
        get: operations["getBoost"];
        put?: never;
        /** Stand first in search and the swipe stack for 30 minutes, for credits */
        post: operations["startBoost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit bundles of a country */
        get: operations["listCreditBundles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order-quote.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server-priced overview of an order */
        get: operations["quoteOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order credits and open the payment */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/repeat-order.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repeat the last paid order */
        post: operations["repeatOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's orders */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-webhook.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payment provider's status change */
        post: operations["receivePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/directdebit.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter a direct-debit mandate (sends an SMS code) */
        post: operations["requestDirectDebit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/directdebit-code.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a mandate with its SMS code */
        post: operations["confirmDirectDebit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/directdebit-resend.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send another SMS code */
        post: operations["resendDirectDebitCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox-checkout.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox provider's checkout page */
        get: operations["showSandboxCheckout"];
        put?: never;
        /** Settle a sandbox payment and return */
        post: operations["settleSandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The WebSocket of the member's live events
         * @description WebSocket (Upgrade: websocket) pushing the events of contracts/realtime.ts; the client sends only typing frames. Refused with 403 before the upgrade for visitors and other origins; a plain GET answers 426. With `after` (the newest message id the client holds) the messages stored since are sent first, then `synced`.
         */
        get: operations["openRealtimeSocket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: {
                domain?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        domain: string;
                        domain_language: string;
                        cdn_prefix: string;
                        index_title: string;
                        description: string;
                        /** @description 1 general, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay */
                        niche: number;
                        signups: "all" | "with_trafficsource" | "invite_only";
                        logged_out_search: boolean;
                        logged_out_search_trafficsource: boolean;
                        /** @description ISO 3166-1 alpha-2, upper case */
                        geoip_country: string;
                        /** @description ISO 3166-1 alpha-2, upper case */
                        geoip_selected_country: string;
                        minimum_message_costs: {
                            [key: string]: {
                                costs: number;
                                currency: string;
                            };
                        };
                        message_credits: number;
                        signup_credits: number;
                        photo_credits: number;
                        gift_credits: number;
                        super_like_credits?: number;
                        free_super_likes_daily?: number;
                        swipe_undo_credits?: number;
                        boost_credits?: number;
                        message_length: number;
                        support_email: string;
                        support_phone: string;
                        push_public_key: string;
                        enable_site_entry_popup: boolean;
                        site_entry_popup_countries: string[];
                        countries: string[];
                        locales: {
                            [key: string]: ("da" | "de" | "en" | "es" | "fi" | "fr" | "it" | "nb" | "nl" | "pl" | "sv")[];
                        };
                        visible_profile_fields: string[];
                        visible_profile_notes: boolean;
                        search_fields: string[];
                        fictional_warning: {
                            singular: string;
                            plural: string;
                        };
                        refund_days: number;
                        member_resell: boolean;
                        company_id: number;
                        mail_name: string;
                        interests: {
                            id: number;
                            slug: string;
                        }[];
                        regions: {
                            [key: string]: {
                                id: number;
                                name: string;
                                slug: string;
                                lat: number;
                                lon: number;
                            }[];
                        };
                        fictional_icon: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getCompanyInfo: {
        parameters: {
            query?: {
                domain?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        address: string;
                        kvk: string;
                        city: string;
                        /** @description ISO 3166-1 alpha-2, upper case */
                        country: string;
                        tradenames: string[];
                        vat_numbers: {
                            [key: string]: string;
                        };
                        support_phone: string;
                        delete_discount: number;
                        /** Format: date-time */
                        added: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listInterests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        interests: {
                            id: number;
                            slug: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listRegions: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2, upper case */
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        regions: {
                            id: number;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            name: string;
                            slug: string;
                            lat: number;
                            lon: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                "x-request-type"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            email: string | null;
                            email_confirmed: boolean;
                            credits: number;
                            paid_user: boolean;
                            /** Format: date-time */
                            signup_date: string;
                            notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                            fictional_icon: string;
                            language: string;
                            moderator?: boolean;
                            /** Format: date-time */
                            boost_until?: string;
                            profile: {
                                id: number;
                                name: string;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                    status: "inspection" | "active" | "rejected";
                                } | null;
                            };
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    setLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    language: "da" | "de" | "en" | "es" | "fi" | "fr" | "it" | "nb" | "nl" | "pl" | "sv";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            email: string | null;
                            email_confirmed: boolean;
                            credits: number;
                            paid_user: boolean;
                            /** Format: date-time */
                            signup_date: string;
                            notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                            fictional_icon: string;
                            language: string;
                            moderator?: boolean;
                            /** Format: date-time */
                            boost_until?: string;
                            profile: {
                                id: number;
                                name: string;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                    status: "inspection" | "active" | "rejected";
                                } | null;
                            };
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    loginOrSubscribePush: {
        parameters: {
            query?: {
                push?: "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                } | {
                    subscription: {
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            email: string | null;
                            email_confirmed: boolean;
                            credits: number;
                            paid_user: boolean;
                            /** Format: date-time */
                            signup_date: string;
                            notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                            fictional_icon: string;
                            language: string;
                            moderator?: boolean;
                            /** Format: date-time */
                            boost_until?: string;
                            profile: {
                                id: number;
                                name: string;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                    status: "inspection" | "active" | "rejected";
                                } | null;
                            };
                        } | null;
                    } | {
                        /** @enum {boolean} */
                        subscribed: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    reason: "found_partner" | "not_enough_matches" | "too_expensive" | "privacy" | "taking_a_break" | "other";
                    comment?: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "deletion_requested";
                        /** Format: date-time */
                        reactivate_until: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                    password: string;
                    password_confirm: string;
                    date_of_birth: string;
                    signup_message?: string;
                    /** @enum {unknown} */
                    language?: "da" | "de" | "en" | "es" | "fi" | "fr" | "it" | "nb" | "nl" | "pl" | "sv";
                    gender?: "male" | "female";
                    looking_for?: "male" | "female" | "both";
                    tracking?: {
                        network?: string;
                        ref?: string;
                        sub1?: string;
                        sub2?: string;
                        sub3?: string;
                        sub4?: string;
                        sub5?: string;
                        utm_source?: string;
                        utm_medium?: string;
                        utm_campaign?: string;
                        utm_term?: string;
                        utm_content?: string;
                        gclid?: string;
                        clickid?: string;
                        fbclid?: string;
                        msclkid?: string;
                    };
                    invite_code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            email: string | null;
                            email_confirmed: boolean;
                            credits: number;
                            paid_user: boolean;
                            /** Format: date-time */
                            signup_date: string;
                            notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                            fictional_icon: string;
                            language: string;
                            moderator?: boolean;
                            /** Format: date-time */
                            boost_until?: string;
                            profile: {
                                id: number;
                                name: string;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                    status: "inspection" | "active" | "rejected";
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            email: string | null;
                            email_confirmed: boolean;
                            credits: number;
                            paid_user: boolean;
                            /** Format: date-time */
                            signup_date: string;
                            notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                            fictional_icon: string;
                            language: string;
                            moderator?: boolean;
                            /** Format: date-time */
                            boost_until?: string;
                            profile: {
                                id: number;
                                name: string;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                    status: "inspection" | "active" | "rejected";
                                } | null;
                            };
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    activateAccount: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            email: string | null;
                            email_confirmed: boolean;
                            credits: number;
                            paid_user: boolean;
                            /** Format: date-time */
                            signup_date: string;
                            notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                            fictional_icon: string;
                            language: string;
                            moderator?: boolean;
                            /** Format: date-time */
                            boost_until?: string;
                            profile: {
                                id: number;
                                name: string;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                    status: "inspection" | "active" | "rejected";
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    resendActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    password_confirm: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            email: string | null;
                            email_confirmed: boolean;
                            credits: number;
                            paid_user: boolean;
                            /** Format: date-time */
                            signup_date: string;
                            notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                            fictional_icon: string;
                            language: string;
                            moderator?: boolean;
                            /** Format: date-time */
                            boost_until?: string;
                            profile: {
                                id: number;
                                name: string;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                    status: "inspection" | "active" | "rejected";
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    confirmMailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            email: string | null;
                            email_confirmed: boolean;
                            credits: number;
                            paid_user: boolean;
                            /** Format: date-time */
                            signup_date: string;
                            notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                            fictional_icon: string;
                            language: string;
                            moderator?: boolean;
                            /** Format: date-time */
                            boost_until?: string;
                            profile: {
                                id: number;
                                name: string;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                                main_image: {
                                    filename: string;
                                    thumb_filename: string;
                                    status: "inspection" | "active" | "rejected";
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    requestMailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    reactivateAccount: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    searchMembers: {
        parameters: {
            query?: {
                gender?: "male" | "female";
                /** @description ISO 3166-1 alpha-2, upper case */
                country?: string;
                countryregion?: number;
                min_age?: number;
                max_age?: number;
                verified?: "0" | "1";
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            name: string;
                            age: number;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            region: string | null;
                            fictional: boolean;
                            verified?: boolean;
                            main_image: {
                                match: string;
                                thumb: string;
                            } | null;
                        }[];
                        numResults: number;
                        page: number;
                        per_page: number;
                        similar: {
                            profiles: {
                                id: number;
                                name: string;
                                age: number;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                region: string | null;
                                fictional: boolean;
                                verified?: boolean;
                                main_image: {
                                    match: string;
                                    thumb: string;
                                } | null;
                            }[];
                            numResults: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getShowcase: {
        parameters: {
            query?: {
                gender?: "male" | "female";
                /** @description ISO 3166-1 alpha-2, upper case */
                country?: string;
                region?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            id: number;
                            name: string;
                            age: number;
                            region: string | null;
                            photo: {
                                match: string;
                                thumb: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    like: {
        parameters: {
            query?: {
                source?: "profile" | "swipe" | "match_finder" | "likes";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile_id: number;
                    super?: boolean;
                    client_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        liked: boolean;
                        match: boolean;
                        swipes_left?: number;
                        super?: boolean;
                        credits?: number;
                        cost?: number;
                        free_super_likes_left?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    unlike: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        liked: false;
                        /** @enum {boolean} */
                        match: false;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listLikes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            match: boolean;
                            /** Format: date-time */
                            liked_at: string;
                            profile: {
                                id: number;
                                name: string;
                                age: number;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                region: string | null;
                                fictional: boolean;
                                verified?: boolean;
                                main_image: {
                                    match: string;
                                    thumb: string;
                                } | null;
                            };
                        }[];
                        liked_by: {
                            id: number;
                            like_new: boolean;
                            match: boolean;
                            super?: boolean;
                            /** Format: date-time */
                            liked_at: string;
                            profile: {
                                id: number;
                                name: string;
                                age: number;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                region: string | null;
                                fictional: boolean;
                                verified?: boolean;
                                main_image: {
                                    match: string;
                                    thumb: string;
                                } | null;
                            };
                        }[];
                        new_likes: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    markLikesSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        like_new: false;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    block: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    unblock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listBlocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            /** Format: date-time */
                            blocked_at: string;
                            profile: {
                                id: number;
                                name: string;
                                age: number;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                region: string | null;
                                fictional: boolean;
                                verified?: boolean;
                                main_image: {
                                    match: string;
                                    thumb: string;
                                } | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getAutoLike: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            id: number;
                            name: string;
                            age: number;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            region: string | null;
                            fictional: boolean;
                            verified?: boolean;
                            main_image: {
                                match: string;
                                thumb: string;
                            } | null;
                        } | null;
                        super?: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getSwipeGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            name: string;
                            age: number;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            region: string | null;
                            fictional: boolean;
                            verified?: boolean;
                            main_image: {
                                match: string;
                                thumb: string;
                            } | null;
                        }[];
                        swipes_left: number;
                        limit: number;
                        /** Format: date-time */
                        resets_at: string;
                        super_liked_by?: number[];
                        super_like_credits?: number;
                        free_super_likes_left?: number;
                        undo_credits?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    swipePass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        passed: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    undoSwipe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        undone: "like" | "pass";
                        profile: {
                            id: number;
                            name: string;
                            age: number;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            region: string | null;
                            fictional: boolean;
                            verified?: boolean;
                            main_image: {
                                match: string;
                                thumb: string;
                            } | null;
                        };
                        cost: number;
                        credits: number;
                        swipes_left: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getMemberProfile: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            id: number;
                            name: string;
                            age: number;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            region: string | null;
                            fictional: boolean;
                            verified?: boolean;
                            fictional_warning: string | null;
                            about: string;
                            attributes: {
                                gender?: string | null;
                                sexuality?: string | null;
                                relationship_status?: string | null;
                                hair_colour?: string | null;
                                eye_colour?: string | null;
                                body_type?: string | null;
                                tattoos?: string | null;
                                reason?: string | null;
                                interests?: string[];
                            };
                            visible_profile_notes: boolean;
                            main_image: {
                                match: string;
                                thumb: string;
                            } | null;
                            photos: {
                                id: number;
                                url: string;
                                thumb: string;
                                is_main: boolean;
                            }[];
                            photos_total: number;
                            photos_locked: number;
                            viewer: "visitor" | "free" | "premium" | "self";
                            liked: boolean;
                            liked_by: boolean;
                            match: boolean;
                            blocked: boolean;
                            related: {
                                id: number;
                                name: string;
                                age: number;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                region: string | null;
                                fictional: boolean;
                                verified?: boolean;
                                main_image: {
                                    match: string;
                                    thumb: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    findMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            name: string;
                            age: number;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            region: string | null;
                            fictional: boolean;
                            verified?: boolean;
                            main_image: {
                                match: string;
                                thumb: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listVisitors: {
        parameters: {
            query?: {
                /** @description 1 is the newest page */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        premium: boolean;
                        visitors: {
                            /** Format: date-time */
                            visited_at: string;
                            profile: {
                                id: number;
                                name: string;
                                age: number;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                region: string | null;
                                fictional: boolean;
                                verified?: boolean;
                                main_image: {
                                    match: string;
                                    thumb: string;
                                } | null;
                            };
                        }[];
                        blurred: number;
                        page: number;
                        per_page: number;
                        window_days: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getOwnProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            id: number;
                            name: string;
                            email: string | null;
                            date_of_birth: string;
                            age: number;
                            about: string;
                            /** @enum {unknown} */
                            gender: "male" | "female";
                            /** @enum {unknown} */
                            sexuality: "hetero" | "gay" | "lesbian" | "bi";
                            relationship_status: ("single" | "divorced" | "widowed" | "separated" | "in_relationship") | (never | null);
                            hair_colour: ("blond" | "brown" | "black" | "red" | "grey" | "bald") | (never | null);
                            eye_colour: ("blue" | "brown" | "green" | "grey" | "hazel") | (never | null);
                            body_type: ("slim" | "athletic" | "average" | "curvy" | "large") | (never | null);
                            tattoos: ("none" | "one" | "some" | "many") | (never | null);
                            interests: string[];
                            reason: ("relationship" | "friendship" | "chat" | "casual" | "see_what_happens") | (never | null);
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            region_id: number | null;
                            region: string | null;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            paid_user: boolean;
                            photo_limit: number;
                            photos: {
                                id: number;
                                url: string;
                                thumb: string;
                                status: "inspection" | "active" | "rejected";
                                is_main: boolean;
                                /** @enum {unknown} */
                                rejection_reason?: "no_face" | "not_own_photo" | "explicit" | "contact_details" | "low_quality" | "other";
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateOwnProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    date_of_birth?: string;
                    about?: string;
                    /** @enum {unknown} */
                    gender?: "male" | "female";
                    /** @enum {unknown} */
                    sexuality?: "hetero" | "gay" | "lesbian" | "bi";
                    relationship_status?: ("single" | "divorced" | "widowed" | "separated" | "in_relationship") | (never | null);
                    hair_colour?: ("blond" | "brown" | "black" | "red" | "grey" | "bald") | (never | null);
                    eye_colour?: ("blue" | "brown" | "green" | "grey" | "hazel") | (never | null);
                    body_type?: ("slim" | "athletic" | "average" | "curvy" | "large") | (never | null);
                    tattoos?: ("none" | "one" | "some" | "many") | (never | null);
                    interests?: string[];
                    reason?: ("relationship" | "friendship" | "chat" | "casual" | "see_what_happens") | (never | null);
                    /** @description ISO 3166-1 alpha-2, upper case */
                    country?: string;
                    region_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            id: number;
                            name: string;
                            email: string | null;
                            date_of_birth: string;
                            age: number;
                            about: string;
                            /** @enum {unknown} */
                            gender: "male" | "female";
                            /** @enum {unknown} */
                            sexuality: "hetero" | "gay" | "lesbian" | "bi";
                            relationship_status: ("single" | "divorced" | "widowed" | "separated" | "in_relationship") | (never | null);
                            hair_colour: ("blond" | "brown" | "black" | "red" | "grey" | "bald") | (never | null);
                            eye_colour: ("blue" | "brown" | "green" | "grey" | "hazel") | (never | null);
                            body_type: ("slim" | "athletic" | "average" | "curvy" | "large") | (never | null);
                            tattoos: ("none" | "one" | "some" | "many") | (never | null);
                            interests: string[];
                            reason: ("relationship" | "friendship" | "chat" | "casual" | "see_what_happens") | (never | null);
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            region_id: number | null;
                            region: string | null;
                            status: "not_confirmed" | "active" | "disabled" | "deletion_requested" | "deleted";
                            paid_user: boolean;
                            photo_limit: number;
                            photos: {
                                id: number;
                                url: string;
                                thumb: string;
                                status: "inspection" | "active" | "rejected";
                                is_main: boolean;
                                /** @enum {unknown} */
                                rejection_reason?: "no_face" | "not_own_photo" | "explicit" | "contact_details" | "low_quality" | "other";
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    setMainPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {boolean} */
                    main: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photos: {
                            id: number;
                            url: string;
                            thumb: string;
                            status: "inspection" | "active" | "rejected";
                            is_main: boolean;
                            /** @enum {unknown} */
                            rejection_reason?: "no_face" | "not_own_photo" | "explicit" | "contact_details" | "low_quality" | "other";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    uploadPhoto: {
        parameters: {
            query?: never;
            header: {
                "content-type": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photo: {
                            id: number;
                            url: string;
                            thumb: string;
                            status: "inspection" | "active" | "rejected";
                            is_main: boolean;
                            /** @enum {unknown} */
                            rejection_reason?: "no_face" | "not_own_photo" | "explicit" | "contact_details" | "low_quality" | "other";
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    deletePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photos: {
                            id: number;
                            url: string;
                            thumb: string;
                            status: "inspection" | "active" | "rejected";
                            is_main: boolean;
                            /** @enum {unknown} */
                            rejection_reason?: "no_face" | "not_own_photo" | "explicit" | "contact_details" | "low_quality" | "other";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    geocode: {
        parameters: {
            query: {
                lat: number;
                lon: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description ISO 3166-1 alpha-2, upper case */
                        country: string;
                        region: {
                            id: number;
                            name: string;
                        };
                        distance_km: number;
                    } | false;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                        invisible: boolean;
                        email_blocked: ("complaint" | "bounce" | "unsubscribe") | (never | null);
                        push_subscribed: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notifications_disabled?: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                    invisible?: boolean;
                    /** @enum {boolean} */
                    email_enabled_again?: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications_disabled: ("new_conversations" | "new_messages" | "like" | "unread_message_reminders" | "promotions" | "weekly_updates" | "news" | "reminders" | "visitors")[];
                        invisible: boolean;
                        email_blocked: ("complaint" | "bounce" | "unsubscribe") | (never | null);
                        push_subscribed: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    receiveMailEvents: {
        parameters: {
            query?: never;
            header?: {
                "x-mail-events-secret"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: "complaint" | "bounce";
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    unsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The confirm page (HTML) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    unsubscribeOneClick: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        unsubscribed: true;
                    };
                };
            };
            /** @description Default Response */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    reportPageHidden: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Ignored: the beacon carries no data. */
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    fileComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /** @enum {unknown} */
                    subject: "profile" | "message" | "photo" | "payment" | "privacy" | "technical" | "other";
                    message: string;
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listChats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chats: {
                            conversation: number;
                            profile: {
                                id: number;
                                name: string;
                                age: number;
                                /** @description ISO 3166-1 alpha-2, upper case */
                                country: string;
                                region: string | null;
                                fictional: boolean;
                                verified?: boolean;
                                main_image: {
                                    match: string;
                                    thumb: string;
                                } | null;
                            };
                            num_unread_messages: number;
                            last_message: {
                                /** @enum {unknown} */
                                kind: "text" | "image" | "gift" | "voice";
                                preview: string;
                                /** Format: date-time */
                                sent_at: string;
                                mine: boolean;
                            } | null;
                            last_reaction?: {
                                /** @enum {unknown} */
                                emoji: "❤️" | "😂" | "😮" | "😢" | "👍";
                                mine: boolean;
                                /** @enum {unknown} */
                                kind: "text" | "image" | "gift" | "voice";
                                preview: string;
                                /** Format: date-time */
                                reacted_at: string;
                            };
                            can_reply: boolean;
                        }[];
                        total_unread_messages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getChat: {
        parameters: {
            query: {
                conversation: number;
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: number;
                        profile: {
                            id: number;
                            name: string;
                            age: number;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string;
                            region: string | null;
                            fictional: boolean;
                            verified?: boolean;
                            main_image: {
                                match: string;
                                thumb: string;
                            } | null;
                        };
                        messages: {
                            id: number;
                            conversation: number;
                            sender: number;
                            mine: boolean;
                            /** @enum {unknown} */
                            kind: "text" | "image" | "gift" | "voice";
                            text: string | null;
                            image: {
                                url: string;
                                width: number;
                                height: number;
                            } | null;
                            gift: {
                                id: number;
                                name: string;
                                image: string;
                                credits: number;
                            } | null;
                            voice?: {
                                url: string;
                                duration_ms: number;
                            };
                            /** Format: date-time */
                            sent_at: string;
                            /** Format: date-time */
                            read_at: string | null;
                            client_id: string | null;
                            /** @enum {boolean} */
                            blurred?: true;
                            reactions?: {
                                /** @enum {unknown} */
                                emoji: "❤️" | "😂" | "😮" | "😢" | "👍";
                                mine: boolean;
                            }[];
                        }[];
                        has_older: boolean;
                        can_reply: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile?: number;
                    conversation?: number;
                    /** @enum {unknown} */
                    kind: "text" | "image" | "gift" | "voice";
                    text?: string;
                    gift?: number;
                    client_id: string;
                    confirm?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            id: number;
                            conversation: number;
                            sender: number;
                            mine: boolean;
                            /** @enum {unknown} */
                            kind: "text" | "image" | "gift" | "voice";
                            text: string | null;
                            image: {
                                url: string;
                                width: number;
                                height: number;
                            } | null;
                            gift: {
                                id: number;
                                name: string;
                                image: string;
                                credits: number;
                            } | null;
                            voice?: {
                                url: string;
                                duration_ms: number;
                            };
                            /** Format: date-time */
                            sent_at: string;
                            /** Format: date-time */
                            read_at: string | null;
                            client_id: string | null;
                            /** @enum {boolean} */
                            blurred?: true;
                            reactions?: {
                                /** @enum {unknown} */
                                emoji: "❤️" | "😂" | "😮" | "😢" | "👍";
                                mine: boolean;
                            }[];
                        };
                        credits: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conversation?: number;
                    profile?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    reactToMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: number;
                    /** @enum {unknown} */
                    emoji: "❤️" | "😂" | "😮" | "😢" | "👍";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: number;
                        message: number;
                        reactions: {
                            /** @enum {unknown} */
                            emoji: "❤️" | "😂" | "😮" | "😢" | "👍";
                            mine: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listGifts: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gifts: {
                            id: number;
                            name: string;
                            image: string;
                            credits: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listIcebreakers: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        icebreakers: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getChatImage: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/jpeg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getChatVoice: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description audio/webm or audio/ogg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    kind: "member" | "message" | "photo";
                    id: number;
                    /** @enum {unknown} */
                    reason: "harassment" | "spam" | "scam" | "fake_profile" | "inappropriate" | "underage" | "other";
                    text?: string;
                    block?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        reported: true;
                        blocked: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listWarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        warnings: {
                            id: number;
                            /** @enum {unknown} */
                            reason: "harassment" | "spam" | "scam" | "fake_profile" | "inappropriate" | "underage" | "terms";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    acknowledgeWarning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        verifications: {
                            id: number;
                            member_id: number;
                            member_name: string;
                            /** @enum {unknown} */
                            pose: "hand_on_cheek" | "thumb_up" | "peace_sign" | "hand_on_head" | "point_at_camera";
                            selfie: string;
                            photos: {
                                url: string;
                                thumb: string;
                            }[];
                            faces: number | null;
                            match_score: number | null;
                            /** Format: date-time */
                            submitted_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getVerificationSelfie: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/jpeg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    decideVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {unknown} */
                    action: "confirm" | "reject";
                    /** @enum {unknown} */
                    reason?: "pose_not_copied" | "face_not_visible" | "not_same_person" | "no_approved_photo" | "other";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decision: {
                            id: number;
                            moderator_id: number;
                            member_id: number;
                            /** @enum {unknown} */
                            subject_kind: "photo" | "report" | "verification" | "message_flag" | "fictional_profile";
                            subject_id: number;
                            /** @enum {unknown} */
                            action: "approve" | "reject" | "dismiss" | "warn" | "suspend" | "ban" | "confirm";
                            reason: string | null;
                            note: string | null;
                            /** Format: date-time */
                            suspended_until: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listFictionalProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: {
                            id: number;
                            name: string;
                            about: string;
                            age: number;
                            /** Format: date-time */
                            member_since: string;
                            fictional: boolean;
                            verified: boolean;
                            photos: {
                                url: string;
                                thumb: string;
                            }[];
                            flags: {
                                id: number;
                                /** @enum {unknown} */
                                kind: "member" | "message" | "photo";
                                text: string | null;
                                /** Format: date-time */
                                created_at: string;
                                photo: {
                                    url: string;
                                    thumb: string;
                                } | null;
                            }[];
                            open_reports: number;
                            /** Format: date-time */
                            suspended_until: string | null;
                            banned: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    decideFictionalProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {unknown} */
                    action: "dismiss" | "warn" | "suspend" | "ban";
                    /** @enum {unknown} */
                    reason?: "harassment" | "spam" | "scam" | "fake_profile" | "inappropriate" | "underage" | "terms";
                    days?: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decision: {
                            id: number;
                            moderator_id: number;
                            member_id: number;
                            /** @enum {unknown} */
                            subject_kind: "photo" | "report" | "verification" | "message_flag" | "fictional_profile";
                            subject_id: number;
                            /** @enum {unknown} */
                            action: "approve" | "reject" | "dismiss" | "warn" | "suspend" | "ban" | "confirm";
                            reason: string | null;
                            note: string | null;
                            /** Format: date-time */
                            suspended_until: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listPhotosToModerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photos: {
                            id: number;
                            member_id: number;
                            member_name: string;
                            url: string;
                            thumb: string;
                            is_main: boolean;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    decidePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {unknown} */
                    action: "approve" | "reject";
                    /** @enum {unknown} */
                    reason?: "no_face" | "not_own_photo" | "explicit" | "contact_details" | "low_quality" | "other";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decision: {
                            id: number;
                            moderator_id: number;
                            member_id: number;
                            /** @enum {unknown} */
                            subject_kind: "photo" | "report" | "verification" | "message_flag" | "fictional_profile";
                            subject_id: number;
                            /** @enum {unknown} */
                            action: "approve" | "reject" | "dismiss" | "warn" | "suspend" | "ban" | "confirm";
                            reason: string | null;
                            note: string | null;
                            /** Format: date-time */
                            suspended_until: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listOpenReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            id: number;
                            /** @enum {unknown} */
                            kind: "member" | "message" | "photo";
                            subject_id: number;
                            /** @enum {unknown} */
                            reason: "harassment" | "spam" | "scam" | "fake_profile" | "inappropriate" | "underage" | "other";
                            text: string | null;
                            /** Format: date-time */
                            created_at: string;
                            reporter_id: number;
                            reported: {
                                id: number;
                                name: string;
                                open_reports: number;
                                /** Format: date-time */
                                suspended_until: string | null;
                                banned: boolean;
                            };
                            context: {
                                member: {
                                    name: string;
                                    about: string;
                                };
                                messages?: {
                                    id: number;
                                    sender_id: number;
                                    kind: string;
                                    body: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    reported: boolean;
                                }[];
                                photo?: {
                                    url: string;
                                    thumb: string;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    decideReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {unknown} */
                    action: "dismiss" | "warn" | "suspend" | "ban";
                    /** @enum {unknown} */
                    reason?: "harassment" | "spam" | "scam" | "fake_profile" | "inappropriate" | "underage" | "terms";
                    days?: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decision: {
                            id: number;
                            moderator_id: number;
                            member_id: number;
                            /** @enum {unknown} */
                            subject_kind: "photo" | "report" | "verification" | "message_flag" | "fictional_profile";
                            subject_id: number;
                            /** @enum {unknown} */
                            action: "approve" | "reject" | "dismiss" | "warn" | "suspend" | "ban" | "confirm";
                            reason: string | null;
                            note: string | null;
                            /** Format: date-time */
                            suspended_until: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listFlaggedMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        flags: {
                            id: number;
                            /** @enum {unknown} */
                            reason: "words" | "explicit_image";
                            words: string[];
                            /** Format: date-time */
                            created_at: string;
                            reported: {
                                id: number;
                                name: string;
                                open_reports: number;
                                /** Format: date-time */
                                suspended_until: string | null;
                                banned: boolean;
                            };
                            context: {
                                member: {
                                    name: string;
                                    about: string;
                                };
                                messages?: {
                                    id: number;
                                    sender_id: number;
                                    kind: string;
                                    body: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    reported: boolean;
                                }[];
                                photo?: {
                                    url: string;
                                    thumb: string;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    decideFlag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {unknown} */
                    action: "dismiss" | "warn" | "suspend" | "ban";
                    /** @enum {unknown} */
                    reason?: "harassment" | "spam" | "scam" | "fake_profile" | "inappropriate" | "underage" | "terms";
                    days?: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decision: {
                            id: number;
                            moderator_id: number;
                            member_id: number;
                            /** @enum {unknown} */
                            subject_kind: "photo" | "report" | "verification" | "message_flag" | "fictional_profile";
                            subject_id: number;
                            /** @enum {unknown} */
                            action: "approve" | "reject" | "dismiss" | "warn" | "suspend" | "ban" | "confirm";
                            reason: string | null;
                            note: string | null;
                            /** Format: date-time */
                            suspended_until: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listModerationDecisions: {
        parameters: {
            query?: {
                member?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        decisions: {
                            id: number;
                            moderator_id: number;
                            member_id: number;
                            /** @enum {unknown} */
                            subject_kind: "photo" | "report" | "verification" | "message_flag" | "fictional_profile";
                            subject_id: number;
                            /** @enum {unknown} */
                            action: "approve" | "reject" | "dismiss" | "warn" | "suspend" | "ban" | "confirm";
                            reason: string | null;
                            note: string | null;
                            /** Format: date-time */
                            suspended_until: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "none" | "awaiting_selfie" | "pending" | "verified";
                        pose: ("hand_on_cheek" | "thumb_up" | "peace_sign" | "hand_on_head" | "point_at_camera") | (never | null);
                        rejection: ("pose_not_copied" | "face_not_visible" | "not_same_person" | "no_approved_photo" | "other") | (never | null);
                        has_approved_photo: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    askVerificationPose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "none" | "awaiting_selfie" | "pending" | "verified";
                        pose: ("hand_on_cheek" | "thumb_up" | "peace_sign" | "hand_on_head" | "point_at_camera") | (never | null);
                        rejection: ("pose_not_copied" | "face_not_visible" | "not_same_person" | "no_approved_photo" | "other") | (never | null);
                        has_approved_photo: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    uploadVerificationSelfie: {
        parameters: {
            query?: never;
            header: {
                "content-type": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "none" | "awaiting_selfie" | "pending" | "verified";
                        pose: ("hand_on_cheek" | "thumb_up" | "peace_sign" | "hand_on_head" | "point_at_camera") | (never | null);
                        rejection: ("pose_not_copied" | "face_not_visible" | "not_same_person" | "no_approved_photo" | "other") | (never | null);
                        has_approved_photo: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getDiscountCode: {
        parameters: {
            query?: {
                code?: string;
                welcome?: boolean;
                bundle_id?: number;
                method?: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        discount: {
                            code: string;
                            /** @description ISO 3166-1 alpha-2, upper case */
                            country: string | null;
                            user_id: number | null;
                            /** Format: date-time */
                            expires: string | null;
                            value_percentage: number;
                            currency: string | null;
                            minimum_order_value: number | null;
                            status: "active" | "inactive";
                            /** @enum {unknown} */
                            validity: "once_per_user" | "single_use" | "unlimited";
                            expired: boolean;
                            paymentmethods: ("ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct")[];
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getTimeBonus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time_bonus: {
                            /** @enum {string} */
                            code: "TIMEBONUS25";
                            /** @enum {number} */
                            value_percentage: 25;
                            /** Format: date-time */
                            expires: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getCreditStatement: {
        parameters: {
            query?: {
                /** @description 1 is the newest page */
                page?: number;
                /** @description csv: the whole statement as a file */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            /** Format: date-time */
                            at: string;
                            /** @enum {unknown} */
                            kind: "purchase" | "signup_gift" | "message" | "gift" | "photo" | "super_like" | "swipe_undo" | "boost" | "refund" | "chargeback" | "other";
                            credits: number;
                            balance: number;
                            conversation_id: number | null;
                            profile: {
                                id: number;
                                name: string;
                            } | null;
                            order_id: number | null;
                        }[];
                        balance: number;
                        page: number;
                        per_page: number;
                        total: number;
                    } | string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    getBoost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        price: number;
                        minutes: number;
                        /** Format: date-time */
                        active_until: string | null;
                        last: {
                            /** Format: date-time */
                            started_at: string;
                            /** Format: date-time */
                            ends_at: string;
                            views: number;
                            likes: number;
                            /** @description What it cost */
                            credits: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    startBoost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        active_until: string;
                        cost: number;
                        credits: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listCreditBundles: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2, upper case */
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description ISO 3166-1 alpha-2, upper case */
                        country: string;
                        currency: string;
                        bundles: {
                            id: number;
                            credits: number;
                            price: number;
                            currency: string;
                            old_price: number | null;
                            best_value: boolean;
                            saving_percentage: number;
                        }[];
                        methods: {
                            /** @enum {unknown} */
                            id: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                            direct_debit: boolean;
                        }[];
                        last_paid_order: {
                            bundle_id: number;
                            /** @enum {unknown} */
                            method: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                            credits: number;
                            total: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    quoteOrder: {
        parameters: {
            query: {
                bundle_id: number;
                method: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bundle_id: number;
                        credits: number;
                        /** @enum {unknown} */
                        method: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                        currency: string;
                        price: number;
                        discount: {
                            code: string;
                            value_percentage: number;
                            amount: number;
                        } | null;
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bundle_id: number;
                    /** @enum {unknown} */
                    method: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {unknown} */
                            status: "open" | "pending" | "paid" | "failed" | "canceled" | "expired";
                            bundle_id: number;
                            credits: number;
                            /** @enum {unknown} */
                            method: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                            currency: string;
                            price: number;
                            discount: {
                                code: string;
                                value_percentage: number;
                                amount: number;
                            } | null;
                            total: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            checkout_url: string | null;
                            balance_after: number | null;
                            credits_reversed: number;
                        };
                        redirect_url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    repeatOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {unknown} */
                            status: "open" | "pending" | "paid" | "failed" | "canceled" | "expired";
                            bundle_id: number;
                            credits: number;
                            /** @enum {unknown} */
                            method: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                            currency: string;
                            price: number;
                            discount: {
                                code: string;
                                value_percentage: number;
                                amount: number;
                            } | null;
                            total: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            checkout_url: string | null;
                            balance_after: number | null;
                            credits_reversed: number;
                        };
                        redirect_url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {unknown} */
                            status: "open" | "pending" | "paid" | "failed" | "canceled" | "expired";
                            bundle_id: number;
                            credits: number;
                            /** @enum {unknown} */
                            method: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                            currency: string;
                            price: number;
                            discount: {
                                code: string;
                                value_percentage: number;
                                amount: number;
                            } | null;
                            total: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            checkout_url: string | null;
                            balance_after: number | null;
                            credits_reversed: number;
                        };
                    } | {
                        orders: {
                            id: number;
                            /** @enum {unknown} */
                            status: "open" | "pending" | "paid" | "failed" | "canceled" | "expired";
                            bundle_id: number;
                            credits: number;
                            /** @enum {unknown} */
                            method: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                            currency: string;
                            price: number;
                            discount: {
                                code: string;
                                value_percentage: number;
                                amount: number;
                            } | null;
                            total: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            checkout_url: string | null;
                            balance_after: number | null;
                            credits_reversed: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    receivePaymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    requestDirectDebit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bundle_id: number;
                    code?: string;
                    account_holder: string;
                    /** @description spaces allowed; normalised by the server */
                    iban: string;
                    street: string;
                    house_number: string;
                    zip: string;
                    city: string;
                    mobile_phone: string;
                    mandate_accepted: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mandate_id: number;
                        phone_hint: string;
                        iban_hint?: string;
                        resend_after: number;
                        tries_left: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    confirmDirectDebit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mandate_id: number;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            /** @enum {unknown} */
                            status: "open" | "pending" | "paid" | "failed" | "canceled" | "expired";
                            bundle_id: number;
                            credits: number;
                            /** @enum {unknown} */
                            method: "ideal" | "bancontact" | "creditcard" | "paypal" | "applepay" | "sofort" | "eps" | "przelewy24" | "sdd" | "sct";
                            currency: string;
                            price: number;
                            discount: {
                                code: string;
                                value_percentage: number;
                                amount: number;
                            } | null;
                            total: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            checkout_url: string | null;
                            balance_after: number | null;
                            credits_reversed: number;
                        };
                        redirect_url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    resendDirectDebitCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mandate_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resend_after: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    showSandboxCheckout: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/html */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    settleSandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @enum {unknown} */
                    outcome: "paid" | "failed" | "canceled" | "expired" | "pending" | "refunded" | "chargeback";
                };
            };
        };
        responses: {
            /** @description Default Response */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
    openRealtimeSocket: {
        parameters: {
            query?: {
                after?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @description Present on validation_failed: one entry per rejected field */
                        details?: {
                            path: string;
                            message: string;
                            code?: string;
                        }[];
                    };
                };
            };
        };
    };
}
