import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { returningVisitor } from './returning-visitor';

const storageState = returningVisitor();

/**
 * A second phone (another member's), for journeys between two members: the `browser` fixture's contexts
 * are desktops. The same phone as the running phone journey's (the phone project in playwright.config.ts).
 */
export async function phonePage(browser: Browser): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL: 'http://localhost:8080',
    storageState,
  });
  return context.newPage();
}

/**
 * A finger's tap: Playwright scrolls the control into view and taps its centre only once the control itself
 * would receive the touch there, so a control under a fixed bar fails here (the bar "intercepts pointer
 * events") instead of being clicked through it.
 */
export async function tap(locator: Locator): Promise<void> {
  await locator.tap();
}

/** Taps a radio button or checkbox and waits until it shows the state a person expects. */
export async function tapToCheck(locator: Locator): Promise<void> {
  await locator.tap();
  await expect(locator).toBeChecked();
}

/** A screenshot of what the phone shows now, attached to the journey's report. */
export async function attachPhoneScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(`${name}-390`, { body: await page.screenshot(), contentType: 'image/png' });
}

/**
 * The element at the centre of `locator` once it is scrolled into view: the control itself (or inside it)
 * unless something fixed lies over it. Answers a description of the covering element, or null.
 */
export async function coveringElement(locator: Locator): Promise<string | null> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!top || element.contains(top) || top.contains(element)) return null;
    return `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ''} "${(top.textContent ?? '').trim().slice(0, 30)}"`;
  });
}
