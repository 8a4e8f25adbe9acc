import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, test } from '@playwright/test';
import { signUpByApi } from '../support/api-signup';
import { closeNewLikeModal } from '../support/member-session';
import { CLIENT, logInAsDemo } from './profile-support';
import { ROUTE_FAMILIES, type RouteFamily } from '../support/route-families';
import { openRoute as open, someMemberId } from '../support/route-scan';

/**
 * Every route family, as a visitor and as a member, at a phone and a desktop width: axe-core must report no
 * violation at all (every rule axe runs by default, best practices included), and no page may be wider than a
 * 320 px phone in German, the longest of the 11 languages.
 */

const ROLES = ['visitor', 'member'] as const;

/** One line per violation and element, so a failure says what to fix where. */
function describeViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

for (const role of ROLES) {
  for (const width of [390, 1280]) {
    test(`axe finds no violation on any route family as ${role} at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      if (role === 'member') {
        await closeNewLikeModal(page);
        await logInAsDemo(page);
      }
      const memberId = await someMemberId(page);
      const found: string[] = [];
      for (const route of ROUTE_FAMILIES) {
        const path = await open(page, route, memberId);
        const results = await new AxeBuilder({ page }).analyze();
        found.push(...describeViolations(results).map((line) => `${path}: ${line}`));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

/** 40 letters without a break, the longest name signup allows: what German and Finnish members write. */
const LONG_NAME = 'Sähköpostiilmoituksetbenachrichtigungenx';

/** Signs up a member with LONG_NAME in a context of its own (signup logs that context in) and returns its id. */
async function longNamedMember(): Promise<number> {
  const context = await apiRequest.newContext({ baseURL: 'http://localhost:8080' });
  try {
    await signUpByApi(context, {
      email: `e2e-long-name-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      name: LONG_NAME,
      gender: 'female',
      language: 'de',
    });
    const { user } = (await (await context.get('/api/user.php', { headers: CLIENT })).json()) as { user: { profile: { id: number } } };
    return user.profile.id;
  } finally {
    await context.dispose();
  }
}

for (const role of ROLES) {
  test(`no route is wider than a 320 px phone in German as ${role}`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'locale', value: 'de', url: 'http://localhost:8080' }]);
    await page.setViewportSize({ width: 320, height: 700 });
    if (role === 'member') {
      await closeNewLikeModal(page);
      await logInAsDemo(page);
    }
    const memberId = await someMemberId(page);
    const longNamed = await longNamedMember();
    const wide: string[] = [];
    const routes: RouteFamily[] = [...ROUTE_FAMILIES, { name: 'profile with a long name', path: `/members/${longNamed}` }];
    for (const route of routes) {
      const path = await open(page, route, memberId);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      const { scrollWidth, viewport, culprits } = await page.evaluate(() => {
        const viewportWidth = document.documentElement.clientWidth;
        // Elements reaching past the right edge, or whose own content is wider than their box, name what to fix.
        const past = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > viewportWidth + 1 || element.scrollWidth > element.clientWidth + 1)
          .filter((element) => getComputedStyle(element).overflowX === 'visible')
          .slice(-3)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').slice(0, 30)}"`,
          );
        return { scrollWidth: document.documentElement.scrollWidth, viewport: viewportWidth, culprits: past };
      });
      if (scrollWidth > viewport) wide.push(`${path}: ${scrollWidth} px > ${viewport} px (${culprits.join(', ')})`);
    }
    expect(wide, wide.join('\n')).toEqual([]);
  });
}
