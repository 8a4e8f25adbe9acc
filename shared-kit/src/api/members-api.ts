import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from './base-api';
import type { BlockResult, MemberProfileResponse, MembersQuery, MembersResponse, ReportBody, ReportResult } from './contracts';

/**
 * What a block or unblock changes, in every app: blocking hides members both ways, so every profile
 * (a profile lists related members too), every member list, the likes and the chat list may show them.
 */
/** A members.php query; the server defaults page (1) and per_page when they are left out. */
export type MembersArgs = Omit<MembersQuery, 'page' | 'per_page'> & Partial<Pick<MembersQuery, 'page' | 'per_page'>>;

const blockTouches = ['Member', 'Members', 'Likes', 'Chats'] as const;

/**
 * A block the API refused (a 4xx: unknown member, own profile) changed nothing, so nothing is asked again;
 * after a success, or an answer that never came (the block may have landed), every view is.
 */
const touchedUnlessRefused = (_result: unknown, error: FetchBaseQueryError | undefined) =>
  error && typeof error.status === 'number' && error.status < 500 ? [] : [...blockTouches];

/**
 * member.php, members.php and block.php: one endpoint per URL for every app that shows members (search,
 * chat, landers, sign-up). Names are prefixed `kit`; apps read them through the hooks below.
 */
export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/member.php?id=: the profile as the viewer may see it, with related profiles. Likes: the
     * profile shows whether the viewer liked the member, so the kit's like mutation refreshes it.
     */
    kitGetMember: build.query<MemberProfileResponse, number>({
      query: (id) => ({ url: 'member.php', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Member', id }, 'Likes'],
    }),
    /** GET /api/members.php: one page of the member search, with similar profiles when few match. */
    kitGetMembers: build.query<MembersResponse, MembersArgs>({
      query: (params) => ({ url: 'members.php', params }),
      providesTags: ['Members'],
    }),
    /** POST /api/block.php: the server also removes the conversations with the member. Idempotent. */
    kitBlock: build.mutation<BlockResult, number>({
      query: (profileId) => ({ url: 'block.php', method: 'POST', body: { profile_id: profileId } }),
      extraOptions: { idempotent: true },
      invalidatesTags: touchedUnlessRefused,
    }),
    /** DELETE /api/block.php: the member shows again in lists and profiles. */
    kitUnblock: build.mutation<BlockResult, number>({
      query: (profileId) => ({ url: 'block.php', method: 'DELETE', body: { profile_id: profileId } }),
      invalidatesTags: touchedUnlessRefused,
    }),
    /**
     * POST /api/report.php, from a profile (search) or a message (chat). It may block in the same go, so the views
     * a block touches are asked again (after a report without a block that costs a refetch, and fewer bytes).
     */
    kitReport: build.mutation<ReportResult, ReportBody>({
      query: (body) => ({ url: 'report.php', method: 'POST', body }),
      invalidatesTags: touchedUnlessRefused,
    }),
  }),
});

export const { useKitGetMemberQuery, useKitGetMembersQuery, useKitBlockMutation, useKitUnblockMutation, useKitReportMutation } = membersApi;
