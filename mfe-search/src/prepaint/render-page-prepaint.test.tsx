// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { member as memberFixture, profileSummary, siteSettings } from '@dating/shared-kit/test';
import { profileFixture } from '../test/profile-fixture';
import { renderPagePrepaint } from './render-page-prepaint';

const member = { user: memberFixture({ credits: 12 }) };
const settings = siteSettings({ countries: ['NL', 'BE'], locales: {}, geoip_country: 'NL' });
const firstSearch = 'max_age=99&min_age=18&page=1&per_page=24';
const searchAnswer = {
  profiles: [profileSummary(1, 'Anna'), profileSummary(2, 'Bram')],
  numResults: 2,
  page: 1,
  per_page: 24,
  similar: { profiles: [], numResults: 0 },
};

describe("painting a member's search and profile pages on the server", () => {
  it('paints the first page of results from the answer the gateway got, with the first pictures eager', async () => {
    const painted = await renderPagePrepaint('/members', {
      locale: 'nl',
      settings,
      user: member,
      answers: { [`members.php?${firstSearch}`]: searchAnswer },
    });
    expect(painted).not.toBeNull();
    expect(painted!.html).toContain('Anna');
    expect(painted!.html).toContain('Bram');
    expect(painted!.html).toContain('/media/members/1-t.jpg');
    expect(painted!.html).toMatch(/<img[^>]*fetchpriority="high"[^>]*>/i);
    expect(painted!.html).toContain('2 ');
    // Wider screens get the filters inline (a layout chosen in JavaScript): they skip the phone's copy.
    expect(painted!.styles).toContain('@media (min-width: 992px) { #prepaint > :not([data-prepaint-all-widths]) { display: none }');
  });

  it("paints a profile from member.php's answer for that id, and escapes the member's own text", async () => {
    const profile = profileFixture({ id: 5, name: 'Lotte', viewer: 'free', about: '<script>alert(1)</script> Hoi' });
    const painted = await renderPagePrepaint('/members/5', {
      locale: 'nl',
      settings,
      user: member,
      answers: { 'member.php?id=5': { profile } },
    });
    expect(painted!.html).toContain('Lotte');
    expect(painted!.html).toContain('/media/members/1-0.jpg');
    expect(painted!.html).not.toContain('<script>alert(1)</script>');
    expect(painted!.html).toContain('&lt;script&gt;');
  });

  it('paints nothing without the answer (a skeleton is not worth it), for another id, or for a page it does not paint', async () => {
    const context = {
      locale: 'nl' as const,
      settings,
      user: member,
      answers: { 'member.php?id=5': { profile: profileFixture({ id: 5 }) } },
    };
    expect(await renderPagePrepaint('/members', context)).toBeNull();
    expect(await renderPagePrepaint('/members/6', context)).toBeNull();
    expect(await renderPagePrepaint('/match-finder', context)).toBeNull();
    expect(await renderPagePrepaint('/members/5/chat', context)).toBeNull();
  });
});
