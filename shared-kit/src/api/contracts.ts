/**
 * Response shapes of the core calls every app reads. The API's TypeBox schemas are the one source of
 * truth: the same schemas validate at run time on the server and give these types at compile time here.
 * Type-only imports: nothing of the API ends up in a bundle.
 */
export type { Settings as SiteSettings } from '@dating/api/contracts/settings';
export type { User as CurrentUser, UserResponse as CurrentUserResponse } from '@dating/api/contracts/user';
export type { Interest, InterestsResponse } from '@dating/api/contracts/interests';
export type { Region, RegionsResponse } from '@dating/api/contracts/regions';
export type { CompanyInfo } from '@dating/api/contracts/company-info';
export type {
  MemberSearchQuery as MembersQuery,
  MemberSearchResponse as MembersResponse,
  ProfileSummary,
} from '@dating/api/contracts/members';
