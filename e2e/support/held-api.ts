import type { Page, Request } from '@playwright/test';

/**
 * Makes one API call slow for as long as the journey wants: matching requests are held until `release()`,
 * then go to the real API. No fixed delay: the journey asserts what the member sees while it waits.
 */
export async function holdApiCalls(page: Page, method: string, path: RegExp) {
  const held: Request[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(path, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    held.push(route.request());
    await released;
    await route.continue();
  });
  return { held, release };
}
