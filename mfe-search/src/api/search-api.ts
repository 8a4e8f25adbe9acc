import { baseApi } from '@dating/shared-kit';

/**
 * The kit's one API slice with this remote's own tags: a like or block refreshes the profile it touched
 * (SearchProfile by id), the result lists (SearchMembers) and the match finder; Likes is the kit's shared tag,
 * so the shell's badge and mfe-likes refresh too.
 */
export const searchApi = baseApi.enhanceEndpoints({ addTagTypes: ['SearchProfile', 'SearchMembers', 'SearchMatches'] });
