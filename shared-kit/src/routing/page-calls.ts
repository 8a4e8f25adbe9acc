import { callKey } from '../api/boot-answers';
import type { LikesResponse, MemberProfileResponse, MembersResponse } from '../api/contracts';

/**
 * The API calls a page makes first, which the gateway may make while it sends the page and write the
 * answers into it (shell/server/boot-head, shared-kit/src/api/boot-answers.ts). A call listed here must be
 * the exact GET the owning app sends on a first visit (its path and parameters): the apps' tests hold them
 * to it (mfe-search's search-state.test.ts). A call that does not match is harmless; it is simply not used.
 */
export interface PageCall {
  /** callKey of the GET: what the gateway asks and what the page's base query looks up. */
  key: string;
  /** The pictures the first screen shows from the answer, worth fetching with the page (at most a few). */
  pictures?: (answer: unknown) => string[];
}

/**
 * The default member search, the one a first visit of /members shows (page 1): mfe-search builds its
 * initial filters from it, so the gateway's answer and the page's first call are the same by construction.
 */
export const FIRST_MEMBER_SEARCH = { min_age: 18, max_age: 99, per_page: 24, page: 1 } as const;

/** How many pictures of a grid or list to fetch with the page: the first row or two of a phone's screen. */
const FIRST_PICTURES = 4;

const firstThumbs = (profiles: ReadonlyArray<{ main_image: { thumb: string } | null }> | undefined): string[] =>
  (profiles ?? []).slice(0, FIRST_PICTURES).flatMap((profile) => (profile.main_image ? [profile.main_image.thumb] : []));

/** Calls of the shell itself on every page of a member: the likes and chats badges. */
const badgeCalls = (): PageCall[] => [{ key: callKey('likes.php') }, { key: callKey('chats.php') }];

/** likes.php, with the first pictures of the list the page opens on (received or given likes). */
const likesCall = (list: 'liked_by' | 'profiles'): PageCall => ({
  key: callKey('likes.php'),
  pictures: (answer) => firstThumbs((answer as LikesResponse)[list]?.map((entry) => entry.profile)),
});

/** Path pattern per page: a segment `:id` stands for a member id (digits only). */
const pages: ReadonlyArray<{ path: string; member: boolean; calls: (id: string) => PageCall[] }> = [
  {
    path: '/members',
    // Members and, where the site allows it, visitors search; a visitor's 403 answer is simply not used.
    member: false,
    calls: () => [
      {
        key: callKey('members.php', FIRST_MEMBER_SEARCH),
        pictures: (answer) => firstThumbs((answer as MembersResponse).profiles),
      },
    ],
  },
  {
    path: '/members/:id',
    member: false,
    calls: (id) => [
      {
        key: callKey('member.php', { id }),
        // The carousel's first slide: the photo the page is about.
        pictures: (answer) => (answer as MemberProfileResponse).profile?.photos?.slice(0, 1).map((photo) => photo.url) ?? [],
      },
    ],
  },
  // /likes opens on the likes received, like /likes/received.
  { path: '/likes', member: true, calls: () => [likesCall('liked_by')] },
  { path: '/likes/received', member: true, calls: () => [likesCall('liked_by')] },
  { path: '/likes/given', member: true, calls: () => [likesCall('profiles')] },
];

function matchPage(pattern: string, pathname: string): { id: string } | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== have.length) return undefined;
  let id = '';
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? '';
    if (segment === ':id') {
      if (!/^\d{1,12}$/.test(actual)) return undefined;
      id = actual;
    } else if (segment !== actual) return undefined;
  }
  return { id };
}

/**
 * The calls worth answering into this page: the page's own first calls and, for a member (a session
 * cookie), the shell's badge calls, each once. Unknown pages get only the badges.
 */
export function pageCallsFor(pathname: string, { member }: { member: boolean }): PageCall[] {
  const calls: PageCall[] = [];
  for (const page of pages) {
    const match = matchPage(page.path, pathname);
    if (match && (member || !page.member)) calls.push(...page.calls(match.id));
  }
  if (member) for (const badge of badgeCalls()) if (!calls.some((call) => call.key === badge.key)) calls.push(badge);
  return calls;
}

export { callKey };
