import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { logInAsDemo } from './profile-support';

// A member's search and profile arrive painted with the banner above them that the app will show (the
// browser mirrors what only it knows into the site_alert_state cookie), so nothing moves at the handover.

interface Box {
  top: number;
  height: number;
}
interface Handover {
  paintedAlert: string | null;
  appAlert: string | null;
  painted: { banner: Box | null; content: Box | null };
  app: { banner: Box | null; content: Box | null };
}

/**
 * Runs before the page's scripts: the painted copy's banner and first content box on every change while it
 * is there, and the app's the instant it goes (the app's #root sits at the same place until then).
 */
function recordHandover() {
  const box = (selector: string) => {
    const element = document.querySelector(selector);
    if (!element || getComputedStyle(element).display === 'none') return null;
    const { top, height } = element.getBoundingClientRect();
    return { top, height };
  };
  const content = '[data-profile-id], main h1';
  const w = window as unknown as { handover?: Handover; painted?: Handover['painted']; paintedAlert?: string | null };
  new MutationObserver(() => {
    if (w.handover) return;
    if (document.getElementById('prepaint')) {
      w.paintedAlert = document.querySelector('#prepaint [data-prepaint-alert]')?.getAttribute('data-prepaint-alert') ?? null;
      w.painted = { banner: box('#prepaint [data-prepaint-alert]'), content: box(`#prepaint :is(${content})`) };
    } else if (w.painted) {
      w.handover = {
        paintedAlert: w.paintedAlert ?? null,
        appAlert: document.querySelector('#root section[data-alert]')?.getAttribute('data-alert') ?? null,
        painted: w.painted,
        app: { banner: box('#root section[data-alert]'), content: box(`#root :is(${content})`) },
      };
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** Reloads the page with the recorder in place and waits for the painted copy to go. */
async function reloadAndRecordHandover(page: Page): Promise<Handover> {
  await page.addInitScript(recordHandover);
  await page.reload();
  const handle = await page.waitForFunction(() => (window as unknown as { handover?: Handover }).handover);
  return (await handle.jsonValue()) as Handover;
}

async function alertCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'site_alert_state')?.value ?? '';
}

test.use({ viewport: { width: 390, height: 844 } });

for (const page of ['search', 'profile'] as const) {
  test(`a member's ${page}: the painted banner is the app's, in the same place, and nothing moves at the handover`, async ({
    page: tab,
    context,
  }) => {
    await logInAsDemo(tab);
    // A first visit mirrors this device's dismissals and, once the service worker answered, its push state.
    await tab.goto('/members');
    await expect.poll(() => alertCookie(context)).toMatch(/^dismissed=.*&push=/);
    if (page === 'profile') await tab.goto(`/members/${await tab.locator('[data-profile-id]').first().getAttribute('data-profile-id')}`);

    const handover = await reloadAndRecordHandover(tab);
    // The seeded demo member has no photo: the gateway paints that banner (or the next one after other journeys).
    expect(handover.paintedAlert).toMatch(/^(profile-photo|push|disabled-notifications|activation)$/);
    expect(handover.appAlert).toBe(handover.paintedAlert);
    expect(handover.painted.banner).not.toBeNull();
    expect(handover.app.banner).toEqual(handover.painted.banner);
    expect(handover.app.content).not.toBeNull();
    expect(handover.app.content).toEqual(handover.painted.content);
  });
}

test('a dismissed banner is not painted again: the next one is, and the app shows that one', async ({ page, context }) => {
  await logInAsDemo(page);
  // Without the cookie the first page was painted (and so stays) without a banner; the next one has it.
  await page.goto('/members');
  await expect(page.locator('#root section[data-alert]')).toHaveCount(0);
  await expect.poll(() => alertCookie(context)).toMatch(/^dismissed=.*&push=/);
  await page.reload();
  const region = page.locator('#root section[data-alert]');
  await expect(region).toBeVisible();
  const first = await region.getAttribute('data-alert');
  await region.getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(region).not.toHaveAttribute('data-alert', first ?? '');
  expect(await alertCookie(context)).toContain(`dismissed=${first}`);

  const html = await (await page.request.get('/members')).text();
  expect(html).toContain('<div id="prepaint">');
  expect(html).not.toContain(`data-prepaint-alert="${first}"`);
  const handover = await reloadAndRecordHandover(page);
  expect(handover.paintedAlert).not.toBe(first);
  expect(handover.appAlert ?? '').toBe(handover.paintedAlert);
  expect(handover.app.content).toEqual(handover.painted.content);
});
