import type { ShowcaseMember } from '@dating/shared-kit';
import { mockApi, siteSettings, type MockedApi } from '@dating/shared-kit/test';

export const face = (id: number, name: string, age = 30): ShowcaseMember => ({
  id,
  name,
  age,
  region: 'Utrecht',
  photo: { match: `/media/members/${id}.jpg`, thumb: `/media/members/${id}-t.jpg` },
});

export const faces = (count: number): ShowcaseMember[] =>
  Array.from({ length: count }, (_, index) => face(index + 1, `Lid${index + 1}`, 22 + index));

/** showcase.php answers `count` members (or nothing on a 403 for member.php); settings are canned. */
export function stubLanderApi(count = 24, extra: Parameters<typeof mockApi>[0] = {}): MockedApi {
  return mockApi({
    'GET settings.php': { body: siteSettings() },
    'GET showcase.php': { body: { members: faces(count) } },
    ...extra,
  });
}
