import { FIRST_MEMBER_SEARCH, pageCallsFor } from './page-calls';

const keys = (pathname: string, member: boolean) => pageCallsFor(pathname, { member }).map((call) => call.key);

describe('pageCallsFor', () => {
  it("gives the member search its first page, and a member the badges' likes and chats besides", () => {
    expect(keys('/members', false)).toEqual(['members.php?max_age=99&min_age=18&page=1&per_page=24']);
    expect(keys('/members', true)).toEqual(['members.php?max_age=99&min_age=18&page=1&per_page=24', 'likes.php', 'chats.php']);
    expect(FIRST_MEMBER_SEARCH.page).toBe(1);
  });

  it('gives a profile page its member, for a numeric id only', () => {
    expect(keys('/members/42', false)).toEqual(['member.php?id=42']);
    expect(keys('/members/42/', false)).toEqual(['member.php?id=42']);
    expect(keys('/members/abc', false)).toEqual([]);
    expect(keys('/members/42/chat', true)).toEqual(['likes.php', 'chats.php']);
  });

  it('asks likes.php once on the likes pages, and nothing member-only for a visitor', () => {
    expect(keys('/likes', true)).toEqual(['likes.php', 'chats.php']);
    expect(keys('/likes/given', true)).toEqual(['likes.php', 'chats.php']);
    expect(keys('/likes', false)).toEqual([]);
    expect(keys('/terms', false)).toEqual([]);
  });

  it('takes the first pictures of an answer, and none from an answer of another shape', () => {
    const [search] = pageCallsFor('/members', { member: false });
    const profiles = [1, 2, 3, 4, 5, 6].map((id) => ({ id, main_image: id === 2 ? null : { thumb: `/t${id}.jpg`, match: `/m${id}.jpg` } }));
    expect(search?.pictures?.({ profiles })).toEqual(['/t1.jpg', '/t3.jpg', '/t4.jpg']);
    expect(search?.pictures?.({ error: 'x' })).toEqual([]);
    const [profile] = pageCallsFor('/members/5', { member: false });
    expect(profile?.pictures?.({ profile: { photos: [{ url: '/p1.jpg' }, { url: '/p2.jpg' }] } })).toEqual(['/p1.jpg']);
    const [likes] = pageCallsFor('/likes/given', { member: true });
    expect(likes?.pictures?.({ profiles: [{ profile: profiles[0] }], liked_by: [] })).toEqual(['/t1.jpg']);
  });
});
