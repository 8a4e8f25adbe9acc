import { baseApi } from './base-api';
import { emptyChatsSummary, type ChatsSummary } from './chats-summary';
import type { LikeResult, LikeSource, LikesResponse, UnlikeResult } from './contracts';

export interface LikeProfileArgs {
  profileId: number;
  /** Where the like was given; the API counts match-finder and swipe likes apart. Defaults to profile. */
  source?: LikeSource;
  /** A super like (paid in credits, or a premium member's free one); `clientId` makes its retry pay once. */
  superLike?: { clientId: string };
}

/**
 * What a like or unlike changes, in every app: everything tagged Likes (the likes lists and badge, and
 * the remotes' views that show a like state, such as mfe-search's profile page and match finder) and
 * the chat list, where a match opens a conversation. Liking costs nothing, so User and Credits stay.
 */
const likeTouches = ['Likes', 'Chats'] as const;

/**
 * Data several apps read, one endpoint per URL (the shell's badges, mfe-likes, mfe-search, and next chat
 * and payments). Names are prefixed `kit`; apps read them through the hooks below, never by name.
 */
export const sharedDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/likes.php: likes given and received with new_likes (likes pages and the shell's badge). */
    kitGetLikes: build.query<LikesResponse, void>({
      query: () => 'likes.php',
      providesTags: ['Likes'],
    }),
    /**
     * GET /api/chats.php: the chat list (mfe-chat) and the unread badge (shell) read this one entry. A 404
     * (an API without chat) reads as an empty summary, so the badge shows 0 and nothing breaks. Realtime
     * `counts` events patch its total; mfe-chat patches its rows on `message` and `chat_removed`.
     */
    kitGetChats: build.query<ChatsSummary, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('chats.php');
        if (result.error) return result.error.status === 404 ? { data: emptyChatsSummary } : { error: result.error };
        return { data: result.data as ChatsSummary };
      },
      providesTags: ['Chats'],
    }),
    /** POST /api/like.php?source=...; idempotent on the server, so a retried POST cannot like twice. */
    kitLike: build.mutation<LikeResult, LikeProfileArgs>({
      query: ({ profileId, source = 'profile', superLike }) => ({
        url: 'like.php',
        method: 'POST',
        params: { source },
        body: superLike ? { profile_id: profileId, super: true, client_id: superLike.clientId } : { profile_id: profileId },
      }),
      extraOptions: { idempotent: true },
      // A super like may spend credits: the balance (user.php, Credits) is read again.
      invalidatesTags: (_result, _error, args) => (args.superLike ? [...likeTouches, 'User', 'Credits'] : [...likeTouches]),
    }),
    /** DELETE /api/like.php: takes a like back (and with it a match). */
    kitUnlike: build.mutation<UnlikeResult, number>({
      query: (profileId) => ({ url: 'like.php', method: 'DELETE', body: { profile_id: profileId } }),
      invalidatesTags: [...likeTouches],
    }),
  }),
});

export const { useKitGetLikesQuery, useKitGetChatsQuery, useKitLikeMutation, useKitUnlikeMutation } = sharedDataApi;
