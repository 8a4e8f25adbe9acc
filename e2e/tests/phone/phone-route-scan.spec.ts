import { expect, test, type Page } from '@playwright/test';
import { closeNewLikeModal } from '../../support/member-session';
import { logInAsDemo } from '../profile-support';
import { ROUTE_FAMILIES } from '../../support/route-families';
import { openRoute, someMemberId } from '../../support/route-scan';

/**
 * Every route family on a 320 and a 390 px touch phone, as a visitor and as a member: every visible control
 * in the main landmark can be tapped at some scroll position (the element at its centre is the control, never
 * a fixed bar), nothing is wider than the screen, and targets are big enough for a finger (WCAG 2.2 2.5.8:
 * at least 24×24 px, inline links in a sentence excepted; the site's primary actions at least 44×44 px).
 * A failure names the route, the control and what covers it or how small it is.
 */

/** Runs in the page: one line per problem found on the current route. */
function scanControls(): string[] {
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewportWidth) {
    problems.push(`page is ${document.documentElement.scrollWidth} px wide on a ${viewportWidth} px screen`);
  }
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"]';
  const describe = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''} "${name}"`;
  };
  const shown = (element: Element) => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // A visually hidden input (a styled radio, a file input) is operated through its label, which is checked itself.
    if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden' || style.opacity === '0') return false;
    return element.checkVisibility();
  };
  /** A link in running text: its height is the line's (the exception of 2.5.8). */
  const inline = (element: Element) => {
    if (getComputedStyle(element).display !== 'inline') return false;
    const parent = element.parentElement;
    return parent !== null && (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
  };
  const coveredBy = (element: Element): Element | null => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === null ||
      element.contains(top) ||
      top.contains(element) ||
      [...((element as HTMLInputElement).labels ?? [])].some((label) => label.contains(top))
      ? null
      : top;
  };
  const main = document.querySelector('main');
  for (const element of main ? [...main.querySelectorAll(selector)] : []) {
    if (!shown(element)) continue;
    // Some scroll position must show the control uncovered: centred, at the top, at the bottom of the screen.
    let cover: Element | null = null;
    for (const block of ['center', 'start', 'end'] as const) {
      element.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
      cover = coveredBy(element);
      if (!cover) break;
    }
    if (cover) {
      const bar = cover.closest('nav, [data-bottom-bar], header, [role="dialog"]') ?? cover;
      problems.push(
        `${describe(element)} is covered by ${bar.tagName.toLowerCase()} "${(bar.getAttribute('aria-label') ?? bar.textContent ?? '').trim().slice(0, 30)}"`,
      );
      continue;
    }
    // A labelled input is tapped through its label too: the target is the larger of the two.
    const boxes = [element, ...((element as HTMLInputElement).labels ?? [])].map((part) => part.getBoundingClientRect());
    const width = Math.max(...boxes.map((box) => box.width));
    const height = Math.max(...boxes.map((box) => box.height));
    const primary = element.getAttribute('data-variant') === 'primary';
    const minimum = primary ? 44 : 24;
    if (!inline(element) && (Math.round(width) < minimum || Math.round(height) < minimum)) {
      problems.push(
        `${describe(element)} is ${Math.round(width)}×${Math.round(height)} px, under ${minimum}×${minimum}${primary ? ' for a primary action' : ''}`,
      );
    }
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;
}

async function scanEveryRoute(page: Page): Promise<string[]> {
  const memberId = await someMemberId(page);
  const found: string[] = [];
  for (const route of ROUTE_FAMILIES) {
    const path = await openRoute(page, route, memberId);
    found.push(...(await page.evaluate(scanControls)).map((problem) => `${path}: ${problem}`));
  }
  return found;
}

for (const role of ['visitor', 'member'] as const) {
  for (const width of [320, 390]) {
    test(`every control on every route can be tapped, fits and is big enough, as ${role} at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
      if (role === 'member') {
        await closeNewLikeModal(page);
        await logInAsDemo(page);
      }
      const found = await scanEveryRoute(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
