import type { MemberProfileResponse, MembersResponse } from '../../api/contracts';
import { membersApi, type MembersArgs } from '../../api/members-api';
import type { AppDispatch } from '../../store/create-app-store';

/**
 * The answers the gateway fetched with a painted member page, put into the kit's member.php and members.php
 * entries, so the page's query takes them instead of asking again. Server-only: the browser's copy of the
 * page gets the same answers through the boot answers, so these stay out of every browser bundle.
 */
export const memberProfileReceived = (id: number, answer: MemberProfileResponse) => (dispatch: AppDispatch) =>
  dispatch(membersApi.util.upsertQueryData('kitGetMember', id, answer));

/** An answer to members.php that arrived with the painted search: the kit's entry for `args`. */
export const memberSearchReceived = (args: MembersArgs, answer: MembersResponse) => (dispatch: AppDispatch) =>
  dispatch(membersApi.util.upsertQueryData('kitGetMembers', args, answer));
